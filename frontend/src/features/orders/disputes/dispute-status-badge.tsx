import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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

/** "Case about this order" with its status, and the link to the case page (`to`). */
export function CaseLinkRow({ status, to }: { status: string; to: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('dispute.order.case')}
        </Text>
        <DisputeStatusBadge status={status} />
      </Group>
      <Anchor component={Link} to={to} size="sm" fw={600}>
        {t('dispute.order.open_case')}
      </Anchor>
    </Group>
  );
}
