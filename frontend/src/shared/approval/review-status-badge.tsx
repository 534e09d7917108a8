import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reviewStatusView } from './review-status';

export function ReviewStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const view = reviewStatusView(status);
  return (
    <Badge color={view.color} variant="light" data-status={status} style={{ minWidth: 'max-content' }}>
      {t(view.labelKey)}
    </Badge>
  );
}
