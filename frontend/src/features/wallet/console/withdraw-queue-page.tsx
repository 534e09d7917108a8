import { Badge, Button, CopyButton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { consoleWithdrawDetailPath } from '@/app/routes';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session/session-slice';
import { useRechargeMethods } from '../hooks/use-recharge-methods';
import { dollarsToCents } from '../amount';
import { formatMoney } from '@/shared/format';
import { useApproveWithdrawMutation, useGetWithdrawQueueQuery, useRejectWithdrawMutation } from './wallet-review-api';
import { moneyQueueRequest } from './queue-request';
import { shortId } from '@/shared/approval/application-id';
import { useQueueParams } from '@/shared/approval/use-queue-params';
import { ReviewQueue } from '@/shared/approval/review-queue';

/** console/withdraw/list: pay out (approve) or return to the balance (reject) each withdrawal. */
export function WithdrawQueuePage() {
  const { t } = useTranslation();
  const queue = useQueueParams();
  const { nameOf } = useRechargeMethods();
  const viewer = useAppSelector(selectUser);
  const result = useGetWithdrawQueueQuery(moneyQueueRequest(queue), { refetchOnMountOrArgChange: true });
  const [approve, approving] = useApproveWithdrawMutation();
  const [reject, rejecting] = useRejectWithdrawMutation();

  return (
    <ReviewQueue
      title={t('console.withdraw.title')}
      queue={queue}
      result={result}
      minWidth={980}
      idOf={(item) => item.withdraw_id}
      detailPath={(item) => consoleWithdrawDetailPath(item.withdraw_id)}
      searchHint={t('console.filters.hint_withdraw')}
      amountToCents={dollarsToCents}
      viewerUid={viewer?.uid}
      send={(kind, id, remark) => (kind === 'approve' ? approve : reject)({ id, remark })}
      busy={approving.isLoading || rejecting.isLoading}
      buttonLabels={(item) => ({
        approve: t('console.withdraw.approve_label', { id: shortId(item.withdraw_id) }),
        reject: t('console.withdraw.reject_label', { id: shortId(item.withdraw_id) }),
      })}
      head={
        <>
          <Table.Th>{t('console.column.method')}</Table.Th>
          <Table.Th>{t('console.column.amount')}</Table.Th>
          <Table.Th>{t('console.column.payout_address')}</Table.Th>
        </>
      }
      cells={(item) => (
        <>
          <Table.Td>{nameOf(item.method)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(item.amount)}</Table.Td>
          <Table.Td>
            <Stack gap={2} align="flex-start">
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                <bdi>{item.address}</bdi>
              </Text>
              {item.to_deposit_address && <DepositAddressFlag />}
              <CopyButton value={item.address}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="subtle" onClick={copy}>
                    {copied ? t('console.common.copied') : t('console.common.copy')}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </Table.Td>
        </>
      )}
      summary={(withdraw, kind) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('console.withdraw.summary', {
              amount: formatMoney(withdraw.amount),
              email: withdraw.email,
              id: shortId(withdraw.withdraw_id),
            })}
          </Text>
          <Text size="sm">
            {nameOf(withdraw.method)} · <bdi style={{ wordBreak: 'break-all' }}>{withdraw.address}</bdi>
          </Text>
          {withdraw.to_deposit_address && (
            <Text size="xs" c="red">
              {t('console.withdraw.deposit_address_hint')}
            </Text>
          )}
          {kind === 'approve' && (
            <Text size="xs" c="dimmed">
              {t('console.withdraw.approve_hint')}
            </Text>
          )}
        </Stack>
      )}
    />
  );
}

/** A payout to one of the platform's own deposit addresses would pay the platform, not the user. */
function DepositAddressFlag() {
  const { t } = useTranslation();
  return (
    <Badge color="red" variant="filled" data-testid="deposit-address-flag" title={t('console.withdraw.deposit_address_hint')}>
      {t('console.withdraw.deposit_address_flag')}
    </Badge>
  );
}
