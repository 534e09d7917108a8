import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/shared/components/download-button';
import type { QueueParams } from './use-queue-params';

export interface QueueDownloadProps {
  /** The queue's decisions export, e.g. `console/export/recharges.csv`. */
  path: string;
  queue: Pick<QueueParams, 'status' | 'filters'>;
  amountToCents?: (text: string) => number | null;
}

/** The decided tab's rows as CSV, narrowed by the same search and filters as the screen. */
export function QueueDownload({ path, queue, amountToCents }: QueueDownloadProps) {
  const { t } = useTranslation();
  const { filters } = queue;
  const cents = (text: string) => (amountToCents && text.trim() ? amountToCents(text) : null);
  return (
    <Group justify="flex-end">
      <DownloadButton
        path={path}
        label={t('console.exports.download_csv')}
        testId="queue-download"
        params={{
          status: queue.status,
          keywords: filters.keywords.trim(),
          min_amount: cents(filters.minAmount),
          max_amount: cents(filters.maxAmount),
          min_age_hours: filters.minAgeHours,
        }}
      />
    </Group>
  );
}
