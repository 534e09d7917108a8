import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/shared/components/download-button';

/** The ledger series the chart draws (its last 30 days) and the day closes, as CSV. */
export function BooksDownloads() {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      <DownloadButton path="console/export/ledger-series.csv" params={{ days: 30 }} label={t('console.exports.ledger_series')} testId="download-ledger-series" />
      <DownloadButton path="console/export/day-closes.csv" label={t('console.exports.day_closes')} testId="download-day-closes" />
    </Group>
  );
}

/** Every shop's settlements between two UTC days (either may be left open), and the record of staff actions. */
export function SettlementDownloads() {
  const { t } = useTranslation();
  const [since, setSince] = useState('');
  const [until, setUntil] = useState('');
  const backwards = since !== '' && until !== '' && until < since;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('console.exports.settlements_hint')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput type="date" label={t('console.exports.from')} value={since} onChange={(event) => { setSince(event.currentTarget.value); }} style={{ flex: '0 1 180px' }} />
        <TextInput
          type="date"
          label={t('console.exports.to')}
          value={until}
          error={backwards ? t('console.exports.to_before_from') : undefined}
          onChange={(event) => { setUntil(event.currentTarget.value); }}
          style={{ flex: '0 1 180px' }}
        />
        {!backwards && (
          <DownloadButton path="console/export/settlements.csv" params={{ from: since, to: until }} label={t('console.exports.settlements')} testId="download-settlements" />
        )}
        <DownloadButton path="console/export/staff-actions.csv" label={t('console.exports.staff_actions')} testId="download-staff-actions" variant="default" />
      </Group>
    </Stack>
  );
}
