import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from './review-status';

const TAB_LABELS: Record<ReviewStatus, string> = {
  wait: 'console.queue.tab_wait',
  success: 'console.queue.tab_success',
  error: 'console.queue.tab_error',
};

/** The queue's status tabs: waiting (oldest first), approved and rejected (newest decision first). */
export function StatusTabs({ value, onChange }: { value: ReviewStatus; onChange: (status: ReviewStatus) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        if (next === 'wait' || next === 'success' || next === 'error') onChange(next);
      }}
    >
      <Tabs.List>
        {(Object.keys(TAB_LABELS) as ReviewStatus[]).map((status) => (
          <Tabs.Tab key={status} value={status}>
            {t(TAB_LABELS[status])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
