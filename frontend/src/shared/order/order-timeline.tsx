import '@mantine/core/styles/Timeline.css';
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { ORDER_STATUS_LABELS, isOrderStatus, type TimelineEntry } from './order-status';

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
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.time)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
