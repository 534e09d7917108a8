import { Button, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatDateTime } from '@/shared/format';
import { positiveInt } from '@/shared/query-params';
import { localInputToSeconds, secondsToLocalInput } from '@/shared/local-time-input';
import { useGetLedgerQuery } from './ledger-api';
import { LedgerFigures } from './ledger-figures';
import { LedgerChart } from './ledger-chart';
import { ClosesTable } from './closes-table';
import { CloseDayForm } from './close-day-form';
import { VerifyChain } from './verify-chain';
import { Section } from '@/shared/components/section';
import { ActionsDownload, BooksDownloads, SettlementDownloads } from './exports/books-downloads';

/** The ledger now, or as at the moment in `?at=` (Unix seconds), which the form sets. */
function LedgerSection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const at = positiveInt(params.get('at')) ?? null;
  const [moment, setMoment] = useState(at === null ? '' : secondsToLocalInput(at));
  const ledger = useGetLedgerQuery(at === null ? {} : { at }, { refetchOnMountOrArgChange: true });

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const seconds = moment ? localInputToSeconds(moment) : null;
    setParams(seconds === null ? {} : { at: String(seconds) });
  };

  let body;
  if (ledger.isError) body = <LoadFailed error={ledger.error} onRetry={() => void ledger.refetch()} />;
  else if (!ledger.data || ledger.isFetching) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else body = <LedgerFigures ledger={ledger.data} />;

  return (
    <Section title={at === null ? t('console.books.ledger_now') : t('console.books.ledger_at', { time: formatDateTime(at) })}>
      <Stack gap="md">
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="datetime-local"
              label={t('console.books.as_at')}
              description={t('console.audit.moment_hint')}
              value={moment}
              onChange={(event) => { setMoment(event.currentTarget.value); }}
              style={{ flex: '0 1 240px' }}
            />
            <Button type="submit" variant="light">
              {t('console.books.show')}
            </Button>
          </Group>
        </form>
        {body}
      </Stack>
    </Section>
  );
}

/** The auditor's books: the ledger equation, its totals over time, the day closes and the hash chain. */
export function BooksPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('console.books.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('console.books.explain')}
      </Text>
      <LedgerSection />
      <Section title={t('console.books.chart_title')}>
        <LedgerChart />
      </Section>
      <Section title={t('console.books.closes_title')}>
        <Stack gap="lg">
          <BooksDownloads />
          <CloseDayForm />
          <VerifyChain />
          <ClosesTable />
        </Stack>
      </Section>
      <Section title={t('console.exports.downloads_title')}>
        <Stack gap="lg">
          <SettlementDownloads />
          <ActionsDownload />
        </Stack>
      </Section>
    </Stack>
  );
}
