import { Button, CopyButton, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/shared/components/paged-table';
import { useRechargeMethods } from '@/shared/config/use-recharge-methods';
import { formatDateTime, formatMoney } from '@/shared/format';
import { notify } from '@/shared/notify';
import { ReviewStatusBadge } from '@/shared/wallet/review-status-badge';
import { useApproveWithdrawMutation, useGetWithdrawQueueQuery, useRejectWithdrawMutation } from '../api/console-api';
import type { ReviewWithdraw } from '../api/console-types';
import { decisionProblem, type DecisionKind } from '../decision';
import { shortId } from '../application-id';
import { useQueueParams } from '../use-queue-params';
import { DecisionModal } from './decision-modal';
import { StatusTabs } from './status-tabs';
import { UserCell } from './user-cell';

interface PendingDecision {
  kind: DecisionKind;
  withdraw: ReviewWithdraw;
}

/** console/withdraw/list: pay out (approve) or return to the balance (reject) each withdrawal. */
export function WithdrawQueuePage() {
  const { t } = useTranslation();
  const { status, page, show } = useQueueParams();
  const { nameOf } = useRechargeMethods();
  const result = useGetWithdrawQueueQuery({ status, page }, { refetchOnMountOrArgChange: true });
  const [approve, approving] = useApproveWithdrawMutation();
  const [reject, rejecting] = useRejectWithdrawMutation();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const decided = status !== 'wait';

  const decide = async (kind: DecisionKind, remark: string) => {
    if (!pending) return null;
    const send = kind === 'approve' ? approve : reject;
    const answer = await send({ id: pending.withdraw.withdraw_id, remark });
    if (answer.error === undefined) {
      notify('success', kind === 'approve' ? t('console.decision.approved') : t('console.decision.rejected'));
      return null;
    }
    return decisionProblem(answer.error, t('api.error_unknown'));
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('console.withdraw.title')}
      </Title>
      <Paper withBorder p="md">
        <StatusTabs value={status} onChange={(next) => { show(next); }} />
        <Stack pt="md">
          <PagedTable
            result={result}
            page={page}
            onPageChange={(next) => { show(status, next); }}
            label={t('console.withdraw.title')}
            emptyText={decided ? t('console.queue.empty_decided') : t('console.queue.empty_wait')}
            minWidth={980}
            rowKey={(item) => item.withdraw_id}
            head={
              <Table.Tr>
                <Table.Th>{t('console.column.id')}</Table.Th>
                <Table.Th>{t('console.column.submitted')}</Table.Th>
                <Table.Th>{t('console.column.user')}</Table.Th>
                <Table.Th>{t('console.column.method')}</Table.Th>
                <Table.Th>{t('console.column.amount')}</Table.Th>
                <Table.Th>{t('console.column.payout_address')}</Table.Th>
                <Table.Th>{t('console.column.status')}</Table.Th>
                {decided ? (
                  <Table.Th>{t('console.column.reviewed')}</Table.Th>
                ) : (
                  <Table.Th>{t('console.column.action')}</Table.Th>
                )}
              </Table.Tr>
            }
            renderRow={(item) => (
              <>
                <Table.Td title={item.withdraw_id}>{shortId(item.withdraw_id)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.add_time)}</Table.Td>
                <Table.Td>
                  <UserCell email={item.email} uid={item.uid} />
                </Table.Td>
                <Table.Td>{nameOf(item.method)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(item.amount)}</Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <Text size="sm" style={{ wordBreak: 'break-all' }}>
                      <bdi>{item.address}</bdi>
                    </Text>
                    <CopyButton value={item.address}>
                      {({ copied, copy }) => (
                        <Button size="compact-xs" variant="subtle" onClick={copy}>
                          {copied ? t('console.common.copied') : t('console.common.copy')}
                        </Button>
                      )}
                    </CopyButton>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <ReviewStatusBadge status={item.status} />
                </Table.Td>
                {decided ? (
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(item.review_time)}
                    </Text>
                    {item.remark && (
                      <Text size="xs" c="dimmed">
                        {item.remark}
                      </Text>
                    )}
                  </Table.Td>
                ) : (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        color="green"
                        onClick={() => { setPending({ kind: 'approve', withdraw: item }); }}
                        aria-label={t('console.withdraw.approve_label', { id: shortId(item.withdraw_id) })}
                      >
                        {t('console.decision.approve')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="outline"
                        onClick={() => { setPending({ kind: 'reject', withdraw: item }); }}
                        aria-label={t('console.withdraw.reject_label', { id: shortId(item.withdraw_id) })}
                      >
                        {t('console.decision.reject')}
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </>
            )}
          />
        </Stack>
      </Paper>
      <DecisionModal
        kind={pending?.kind ?? null}
        busy={approving.isLoading || rejecting.isLoading}
        onClose={() => { setPending(null); }}
        onConfirm={decide}
        summary={
          pending && (
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {t('console.withdraw.summary', {
                  amount: formatMoney(pending.withdraw.amount),
                  email: pending.withdraw.email,
                  id: shortId(pending.withdraw.withdraw_id),
                })}
              </Text>
              <Text size="sm">
                {nameOf(pending.withdraw.method)} · <bdi style={{ wordBreak: 'break-all' }}>{pending.withdraw.address}</bdi>
              </Text>
              {pending.kind === 'approve' && (
                <Text size="xs" c="dimmed">
                  {t('console.withdraw.approve_hint')}
                </Text>
              )}
            </Stack>
          )
        }
      />
    </Stack>
  );
}
