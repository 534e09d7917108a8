import '@mantine/core/styles/Rating.css';
import { Group, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { starLabel } from '../review-rules';

/** A review's stars, read-only, with the spec's label (Bad..Excellent). */
export function ReviewStars({ star }: { star: number }) {
  const { t } = useTranslation();
  const label = t(starLabel(star));
  return (
    <Group gap="xs">
      <Rating value={star} readOnly size="sm" role="img" aria-label={t('review.stars', { count: star, label })} />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
