import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api/api-types';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatDateTime } from '@/shared/format';
import { positiveInt } from '@/shared/query-params';
import { useGetWalletAuditQuery } from './wallet-review-api';
import type { WalletAudit } from './wallet-review-types';
import { localInputToSeconds, secondsToLocalInput } from '@/shared/local-time-input';
import { auditTarget } from './audit-query';
import { BalanceChart } from './balance-chart';
import { BalanceCard, EventsTable } from './audit-events';

const CODE_NOT_FOUND = 103;

function AuditResult({ audit }: { audit: WalletAudit }) {
  const { t } = useTranslation();
  const points = audit.events.map((event) => ({ time: event.time, amount: event.amount, frozen: event.frozen_amount }));
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('console.audit.wallet_of', { email: audit.email, uid: audit.uid })}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: audit.at !== null ? 2 : 1 }}>
        {audit.at !== null && (
          <BalanceCard
            title={t('console.audit.balance_at', { time: formatDateTime(audit.at) })}
            balances={audit.balance_at}
            testId="balance-at"
          />
        )}
        <BalanceCard title={t('console.audit.current')} balances={audit.current} testId="balance-current" />
      </SimpleGrid>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          {t('console.audit.chart_title')}
        </Title>
        {points.length > 0 ? (
          <BalanceChart points={points} at={audit.at} />
        ) : (
          <Text c="dimmed">{t('console.audit.no_events')}</Text>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="xs">
          {t('console.audit.events_title')}
        </Title>
        <Text size="xs" c="dimmed" mb="sm">
          {t('console.audit.replayed_note')}
        </Text>
        <EventsTable events={audit.events} at={audit.at} />
      </Paper>
    </Stack>
  );
}

/** The parts of the lookup's query result the outcome reads. */
interface AuditLookup {
  data?: WalletAudit;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** What the lookup found: the wallet, no such user, a failure, or the wait. */
function AuditOutcome({ audit }: { audit: AuditLookup }) {
  const { t } = useTranslation();
  if (isApiError(audit.error) && 'code' in audit.error && audit.error.code === CODE_NOT_FOUND) {
    return <Alert color="yellow">{t('console.audit.user_not_found')}</Alert>;
  }
  if (audit.isError) {
    return (
      <LoadFailed error={audit.error} onRetry={() => void audit.refetch()} />
    );
  }
  if (!audit.data || audit.isFetching) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  return <AuditResult audit={audit.data} />;
}

/** console/audit/wallet: a wallet's events replayed from the event store, and its balance at a moment. */
export function WalletAuditPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const userParam = params.get('user') ?? '';
  const atParam = positiveInt(params.get('at')) ?? null;
  const target = auditTarget(userParam);
  const [userText, setUserText] = useState(userParam);
  const [momentText, setMomentText] = useState(atParam === null ? '' : secondsToLocalInput(atParam));
  const [userError, setUserError] = useState<string | null>(null);
  const audit = useGetWalletAuditQuery(
    { ...target, ...(atParam === null ? {} : { at: atParam }) },
    { skip: target === null, refetchOnMountOrArgChange: true },
  );

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (!auditTarget(userText)) {
      setUserError(t('console.audit.user_invalid'));
      return;
    }
    setUserError(null);
    const at = momentText ? localInputToSeconds(momentText) : null;
    const query: Record<string, string> = { user: userText.trim() };
    if (at !== null) query.at = String(at);
    setParams(query);
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('console.audit.title')}
      </Title>
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="md" wrap="wrap">
            <TextInput
              label={t('console.audit.user')}
              description={t('console.audit.user_hint')}
              value={userText}
              error={userError}
              onChange={(event) => { setUserText(event.currentTarget.value); }}
              style={{ flex: '1 1 260px' }}
            />
            <TextInput
              type="datetime-local"
              label={t('console.audit.moment')}
              description={t('console.audit.moment_hint')}
              value={momentText}
              onChange={(event) => { setMomentText(event.currentTarget.value); }}
              style={{ flex: '0 1 240px' }}
            />
            <Button type="submit">{t('console.audit.find')}</Button>
          </Group>
        </form>
      </Paper>
      {target !== null && <AuditOutcome audit={audit} />}
    </Stack>
  );
}
