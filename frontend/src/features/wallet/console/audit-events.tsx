import '@mantine/core/styles/Table.css';
import { Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, formatSignedMoney } from '@/shared/format';
import type { AuditEvent, AuditEventKind, Balances } from './wallet-review-types';
import { shortId } from '@/shared/approval/application-id';

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
  settlement: 'console.audit.kind.settlement',
};

function kindLabel(kind: string): string {
  return kind in KIND_LABELS ? KIND_LABELS[kind as AuditEventKind] : 'console.audit.kind.other';
}

export function BalanceCard({ title, balances, testId }: { title: string; balances: Balances; testId: string }) {
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

export function EventsTable({ events, at }: { events: AuditEvent[]; at: number | null }) {
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
