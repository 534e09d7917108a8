import '@mantine/core/styles/Timeline.css';
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { ORDER_STATUS_LABELS, isOrderStatus, type TimelineEntry } from '../order-status';

/** Who cancelled, as i18n keys; an unknown reason from a newer server shows nothing extra. */
const CANCEL_REASON_LABELS: Partial<Record<string, string>> = {
  buyer: 'order.timeline.cancelled_by_buyer',
  payment_timeout: 'order.timeline.cancelled_payment_timeout',
};

function CancelReason({ reason }: { reason: TimelineEntry['reason'] }) {
  const { t } = useTranslation();
  const label = reason ? CANCEL_REASON_LABELS[reason] : undefined;
  return label ? <Text size="xs">{t(label)}</Text> : null;
}

/** The order's status changes, oldest first. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} aria-label={t('order.detail.timeline')}>
      {entries.map((entry, index) => (
        <Timeline.Item
          key={`${entry.status}-${index}`}
          title={isOrderStatus(entry.status) ? t(ORDER_STATUS_LABELS[entry.status]) : entry.status}
        >
          <CancelReason reason={entry.reason} />
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.time)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
