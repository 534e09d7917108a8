import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderLine, OrderStatus } from '../order-status';

/** Under a line of a received order: 'Review' until the buyer has reviewed it, then 'Reviewed'. */
export function LineReviewAction({
  status,
  line,
  onReview,
}: {
  status: OrderStatus;
  line: OrderLine;
  onReview: (line: OrderLine) => void;
}) {
  const { t } = useTranslation();
  if (status !== 'wait_finish' && status !== 'finished') return null;
  return (
    <Group justify="flex-end">
      {line.reviewed ? (
        <Badge color="green" variant="light" aria-label={t('review.action.reviewed_label', { name: line.name })}>
          {t('review.action.reviewed')}
        </Badge>
      ) : (
        <Button
          size="xs"
          variant="light"
          aria-label={t('review.action.review_label', { name: line.name })}
          onClick={() => {
            onReview(line);
          }}
        >
          {t('review.action.review')}
        </Button>
      )}
    </Group>
  );
}
