import { Button, CopyButton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/session-slice';
import { canExport } from '@/store/session/roles';
import { useRechargeMethods } from '../hooks/use-recharge-methods';
import { dollarsToCents } from '../amount';
import { formatMoney } from '@/shared/format';
import { useApproveWithdrawMutation, useGetWithdrawQueueQuery, useRejectWithdrawMutation } from './wallet-review-api';
import { moneyQueueRequest } from './queue-request';
import { shortId } from '@/shared/approval/application-id';
import { useQueueParams } from '@/shared/approval/use-queue-params';
import { ReviewQueue } from '@/shared/approval/review-queue';
import { DepositAddressFlag } from './deposit-address-flag';
import { WithdrawDecisionSummary } from './withdraw-decision-summary';

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
      idOf={(item) => item.withdraw_id}
      detailPath={(item) => paths.consoleWithdrawDetail.getHref(item.withdraw_id)}
      searchHint={t('console.filters.hint_withdraw')}
      amountToCents={dollarsToCents}
      viewerUid={viewer?.uid}
      exportPath={canExport(viewer) ? 'console/export/withdrawals.csv' : undefined}
      send={(kind, id, remark) => (kind === 'approve' ? approve : reject)({ id, remark })}
      busy={approving.isLoading || rejecting.isLoading}
      buttonLabels={(item) => ({
        approve: t('console.withdraw.approve_label', { id: shortId(item.withdraw_id) }),
        reject: t('console.withdraw.reject_label', { id: shortId(item.withdraw_id) }),
      })}
      columns={[
        {
          key: 'amount',
          header: t('console.column.amount'),
          cell: (item) => (
            <>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(item.amount)}
              </Text>
              <Text size="xs" c="dimmed">
                {nameOf(item.method)}
              </Text>
            </>
          ),
        },
        {
          key: 'address',
          header: t('console.column.payout_address'),
          cell: (item) => (
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
          ),
        },
      ]}
      summary={(withdraw, kind) => <WithdrawDecisionSummary withdraw={withdraw} kind={kind} />}
    />
  );
}

