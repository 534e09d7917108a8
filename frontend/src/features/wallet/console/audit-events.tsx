import { Paper, Text } from '@mantine/core';
import { DataTable } from '@/shared/components/data-table';
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
  recharge_chain_checked: 'console.audit.kind.recharge_chain_checked',
  recharge_approval_recorded: 'console.audit.kind.recharge_approval_recorded',
  withdraw_approval_recorded: 'console.audit.kind.withdraw_approval_recorded',
  chain_payment_credited: 'console.audit.kind.chain_payment_credited',
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

function EventKind({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  const id = event.reference_id ? shortId(event.reference_id) : '';
  return (
    <>
      <Text size="sm" fw={600} data-testid="audit-kind">
        {t(kindLabel(event.kind), { id })}
      </Text>
      <Text size="xs" c="dimmed" title={event.reference_id || undefined}>
        {t('console.audit.version_number', { version: event.version })}
        {event.reference_id ? ` · ${id}` : ''}
      </Text>
    </>
  );
}

function Changes({ available, frozen }: { available: string; frozen: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        <bdi>{available}</bdi>
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('console.audit.frozen')}: <bdi>{frozen}</bdi>
      </Text>
    </>
  );
}

export function EventsTable({ events, at }: { events: AuditEvent[]; at: number | null }) {
  const { t } = useTranslation();
  if (events.length === 0) return <Text c="dimmed">{t('console.audit.no_events')}</Text>;
  const later = (event: AuditEvent) => at !== null && event.time > at;
  return (
    <DataTable<AuditEvent>
      items={events}
      label={t('console.audit.events_title')}
      rowKey={(event) => event.version}
      rowProps={(event) =>
        later(event) ? { 'data-later': true, style: { opacity: 0.45 }, title: t('console.audit.after_moment') } : {}
      }
      columns={[
        { key: 'kind', header: t('console.audit.kind_column'), role: 'title', cell: (event) => <EventKind event={event} /> },
        { key: 'time', header: t('console.column.time'), nowrap: true, cell: (event) => formatDateTime(event.time) },
        {
          key: 'change',
          header: t('console.audit.available_change'),
          cell: (event) => (
            <Changes available={formatSignedMoney(event.amount_change)} frozen={formatSignedMoney(event.frozen_change)} />
          ),
        },
        {
          key: 'after',
          header: t('console.audit.available_after'),
          cell: (event) => <Changes available={formatMoney(event.amount)} frozen={formatMoney(event.frozen_amount)} />,
        },
        {
          key: 'actor',
          header: t('console.audit.actor'),
          cell: (event) => <bdi>{actorName(event, t('console.approvals.system'))}</bdi>,
        },
        { key: 'remark', header: t('console.column.remark'), cell: (event) => event.remark },
      ]}
    />
  );
}

/** Who acted: their e-mail (the system by name), else the uid; a dash for events nobody did. */
function actorName(event: AuditEvent, systemName: string): string {
  if (event.actor === 'system') return systemName;
  if (event.actor) return event.actor;
  return event.actor_uid === null ? '—' : String(event.actor_uid);
}
