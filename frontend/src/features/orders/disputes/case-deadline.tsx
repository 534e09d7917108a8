import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import type { DisputeDetail, DisputeParty, DisputeStatus } from '../api/dispute-types';
import { isDisputeEnded } from './dispute-rules';
import { secondsOf } from './wire';

const WAITING_FOR: Record<DisputeParty, string> = {
  buyer: 'dispute.deadline.waiting_buyer',
  seller: 'dispute.deadline.waiting_seller',
  arbiter: 'dispute.deadline.waiting_arbiter',
};

/** What the system does when the deadline passes with nobody acting (contract: `respond_by`). */
const IF_SILENT: Partial<Record<DisputeStatus, string>> = {
  open: 'dispute.deadline.then_refund',
  return_shipped: 'dispute.deadline.then_refund',
  offered: 'dispute.deadline.then_offer_accepted',
  refused: 'dispute.deadline.then_withdrawn',
  return_requested: 'dispute.deadline.then_withdrawn',
};

/** Whose turn it is (the reader's own turn said so), until when, and what happens after. */
export function CaseDeadline({ detail, viewer }: { detail: DisputeDetail; viewer: DisputeParty }) {
  const { t } = useTranslation();
  if (isDisputeEnded(detail.status)) {
    return (
      <Text size="sm" c="dimmed" data-testid="case-deadline">
        {t('dispute.deadline.closed')}
      </Text>
    );
  }
  if (!detail.waiting_for) return null;
  const mine = detail.waiting_for === viewer;
  const time = secondsOf(detail.respond_by);
  const thenKey = IF_SILENT[detail.status];
  return (
    <Alert color={mine ? 'orange' : 'blue'} variant="light" data-testid="case-deadline" p="sm">
      <Text size="sm" fw={600}>
        {mine ? t('dispute.deadline.your_turn') : t(WAITING_FOR[detail.waiting_for])}
      </Text>
      {time !== null && (
        <Text size="sm" data-testid="respond-by">
          {t('dispute.deadline.by', { time: formatDateTime(time) })}
        </Text>
      )}
      {time !== null && thenKey && (
        <Text size="xs" c="dimmed">
          {t(thenKey)}
        </Text>
      )}
    </Alert>
  );
}
