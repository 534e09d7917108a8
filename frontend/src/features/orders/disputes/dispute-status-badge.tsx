import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DISPUTE_STATUS_COLORS, DISPUTE_STATUS_LABELS, isDisputeStatus } from './dispute-labels';

/** A case's status in the reader's language; a status this client does not know shows as sent. */
export function DisputeStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!isDisputeStatus(status)) return <Badge variant="light">{status}</Badge>;
  return (
    <Badge variant="light" color={DISPUTE_STATUS_COLORS[status]} data-testid="dispute-status" style={{ minWidth: 'max-content' }}>
      {t(DISPUTE_STATUS_LABELS[status])}
    </Badge>
  );
}
