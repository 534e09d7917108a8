import '@mantine/core/styles/NumberInput.css';
import { Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/shared/components/download-button';

/** The ledger series the chart draws (30 days unless told) and the day closes, as CSV. */
export function BooksDownloads({ pickDays = false }: { pickDays?: boolean }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<number | string>(30);
  const valid = typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= 90;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {pickDays && (
        <NumberInput
          label={t('console.exports.days')}
          value={days}
          onChange={setDays}
          min={1}
          max={90}
          allowDecimal={false}
          error={valid ? undefined : t('console.exports.days_invalid')}
          style={{ flex: '0 1 140px' }}
        />
      )}
      {valid && (
        <DownloadButton path="console/export/ledger-series.csv" params={{ days }} label={t('console.exports.ledger_series')} testId="download-ledger-series" />
      )}
      <DownloadButton path="console/export/day-closes.csv" label={t('console.exports.day_closes')} testId="download-day-closes" />
    </Group>
  );
}

/** Every shop's settlements (or one shop's) between two UTC days; either day may be left open. */
export function SettlementDownloads() {
  const { t } = useTranslation();
  const [since, setSince] = useState('');
  const [until, setUntil] = useState('');
  const [shop, setShop] = useState<number | string>('');
  const backwards = since !== '' && until !== '' && until < since;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('console.exports.settlements_hint')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput type="date" label={t('console.exports.from')} value={since} onChange={(event) => { setSince(event.currentTarget.value); }} style={{ flex: '0 1 170px' }} />
        <TextInput
          type="date"
          label={t('console.exports.to')}
          value={until}
          error={backwards ? t('console.exports.to_before_from') : undefined}
          onChange={(event) => { setUntil(event.currentTarget.value); }}
          style={{ flex: '0 1 170px' }}
        />
        <NumberInput label={t('console.exports.shop_id')} value={shop} onChange={setShop} min={1} allowDecimal={false} style={{ flex: '0 1 130px' }} />
        {!backwards && (
          <DownloadButton
            path="console/export/settlements.csv"
            params={{ from: since, to: until, shop_id: typeof shop === 'number' && shop >= 1 ? shop : null }}
            label={t('console.exports.settlements')}
            testId="download-settlements"
          />
        )}
      </Group>
    </Stack>
  );
}

/** The record of staff actions, oldest first: everyone's, or one actor's, or one kind's. */
export function ActionsDownload() {
  const { t } = useTranslation();
  const [actor, setActor] = useState<number | string>('');
  const [kind, setKind] = useState('');
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NumberInput label={t('console.exports.actor_uid')} value={actor} onChange={setActor} min={1} allowDecimal={false} style={{ flex: '0 1 150px' }} />
      <TextInput label={t('console.exports.kind')} value={kind} maxLength={32} onChange={(event) => { setKind(event.currentTarget.value); }} style={{ flex: '0 1 180px' }} />
      <DownloadButton
        path="console/export/staff-actions.csv"
        params={{ actor_uid: typeof actor === 'number' && actor >= 1 ? actor : null, kind: kind.trim() }}
        label={t('console.exports.staff_actions')}
        testId="download-staff-actions"
      />
    </Group>
  );
}
