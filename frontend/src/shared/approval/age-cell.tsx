import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAge } from './queue-age';

/** How long the application has waited; an overdue one says so in words, not only in colour. */
export function AgeCell({ addTime, overdue, now }: { addTime: number; overdue: boolean; now: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="queue-age">
        {formatAge(addTime, now, i18n.language)}
      </Text>
      {overdue && (
        <Badge color="red" variant="filled" size="xs" style={{ minWidth: 'max-content' }}>
          {t('console.queue.overdue')}
        </Badge>
      )}
    </Stack>
  );
}

