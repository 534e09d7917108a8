import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api/api-types';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatDateTime, formatMoney, formatSignedMoney } from '@/shared/format';
import { positiveInt } from '@/shared/query-params';
import { useGetWalletAuditQuery } from '../api/console-api';
import type { AuditEvent, AuditEventKind, Balances, WalletAudit } from '../api/console-types';
import { shortId } from '../application-id';
import { auditTarget, localInputToSeconds, secondsToLocalInput } from '../audit-query';
import { BalanceChart } from './balance-chart';

const CODE_NOT_FOUND = 103;

const KIND_LABELS: Record<AuditEventKind, string> = {
  opened: 'console.audit.kind.opened',
  recharge_requested: 'console.audit.kind.recharge_requested',
  recharge_approved: 'console.audit.kind.recharge_approved',
  recharge_rejected: 'console.audit.kind.recharge_rejected',
  withdraw_requested: 'console.audit.kind.withdraw_requested',
  withdraw_approved: 'console.audit.kind.withdraw_approved',
  withdraw_rejected: 'console.audit.kind.withdraw_rejected',
  payment: 'console.audit.kind.payment',
  refund: 'console.audit.kind.refund',
};

function kindLabel(kind: string): string {
  return kind in KIND_LABELS ? KIND_LABELS[kind as AuditEventKind] : 'console.audit.kind.other';
}

function BalanceCard({ title, balances, testId }: { title: string; balances: Balances; testId: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Text size="sm" c="dimmed" mb={4}>
        {title}
      </Text>
      <Text fz="xl" fw={700}>
        {formatMoney(balances.amount)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('console.audit.frozen')}: {formatMoney(balances.frozen_amount)}
      </Text>
    </Paper>
  );
}

function EventsTable({ events, at }: { events: AuditEvent[]; at: number | null }) {
  const { t } = useTranslation();
  if (events.length === 0) return <Text c="dimmed">{t('console.audit.no_events')}</Text>;
  return (
    <Table.ScrollContainer minWidth={1040} type="native">
      <Table striped verticalSpacing="xs" aria-label={t('console.audit.events_title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('console.audit.version')}</Table.Th>
            <Table.Th>{t('console.column.time')}</Table.Th>
            <Table.Th>{t('console.audit.kind_column')}</Table.Th>
            <Table.Th>{t('console.audit.available_change')}</Table.Th>
            <Table.Th>{t('console.audit.frozen_change')}</Table.Th>
            <Table.Th>{t('console.audit.available_after')}</Table.Th>
            <Table.Th>{t('console.audit.frozen_after')}</Table.Th>
            <Table.Th>{t('console.audit.actor')}</Table.Th>
            <Table.Th>{t('console.audit.reference')}</Table.Th>
            <Table.Th>{t('console.column.remark')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => {
            const later = at !== null && event.time > at;
            return (
              <Table.Tr
                key={event.version}
                data-later={later || undefined}
                style={later ? { opacity: 0.45 } : undefined}
                title={later ? t('console.audit.after_moment') : undefined}
              >
                <Table.Td>{event.version}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.time)}</Table.Td>
                <Table.Td>{t(kindLabel(event.kind))}</Table.Td>
                <Table.Td>
                  <bdi>{formatSignedMoney(event.amount_change)}</bdi>
                </Table.Td>
                <Table.Td>
                  <bdi>{formatSignedMoney(event.frozen_change)}</bdi>
                </Table.Td>
                <Table.Td>{formatMoney(event.amount)}</Table.Td>
                <Table.Td>{formatMoney(event.frozen_amount)}</Table.Td>
                <Table.Td>{event.actor_uid ?? '—'}</Table.Td>
                <Table.Td title={event.reference_id || undefined}>
                  {event.reference_id ? shortId(event.reference_id) : '—'}
                </Table.Td>
                <Table.Td>{event.remark}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

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
