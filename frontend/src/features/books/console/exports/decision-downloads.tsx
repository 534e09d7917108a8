import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/shared/components/download-button';

type Decided = '' | 'success' | 'error';

/** The review queues' decisions (every one, or the approved or the rejected ones) and the cases an arbiter decided. */
export function DecisionDownloads() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Decided>('');
  const params = { status };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('console.exports.decisions_hint')}
      </Text>
      <SegmentedControl<Decided>
        value={status}
        onChange={(value) => { setStatus(value); }}
        aria-label={t('console.exports.decision')}
        data={[
          { value: '', label: t('console.exports.decided_all') },
          { value: 'success', label: t('console.exports.decided_approved') },
          { value: 'error', label: t('console.exports.decided_rejected') },
        ]}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      <Group gap="sm" wrap="wrap">
        <DownloadButton path="console/export/recharges.csv" params={params} label={t('console.exports.recharges')} testId="download-recharges" />
        <DownloadButton path="console/export/withdrawals.csv" params={params} label={t('console.exports.withdrawals')} testId="download-withdrawals" />
        <DownloadButton path="console/export/shop-applications.csv" params={params} label={t('console.exports.shop_applications')} testId="download-shop-applications" />
        <DownloadButton path="console/export/disputes.csv" label={t('console.exports.disputes')} testId="download-disputes" />
      </Group>
    </Stack>
  );
}
