import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { DecidedCell } from '@/shared/approval/decided-cell';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PagedDataTable } from '@/shared/components/paged-table';
import { useRechargeMethods } from '../hooks/use-recharge-methods';
import { dollarsToCents } from '../amount';
import { formatDateTime, formatMoney } from '@/shared/format';
import { ReviewStatusBadge } from '@/shared/approval/review-status-badge';
import { useGetRechargeQueueQuery } from './wallet-review-api';
import type { ReviewRecharge } from './wallet-review-types';
import { shortId } from '@/shared/approval/application-id';
import { useQueueParams } from '@/shared/approval/use-queue-params';
import { QueueFrame } from '@/shared/approval/queue-frame';
import { AgeCell } from '@/shared/approval/age-cell';
import { ApprovalsBadge, FirstApproval } from '@/shared/approval/approvals-badge';
import { nowSeconds, overdueRow } from '@/shared/approval/queue-age';
import { UserCell } from '@/shared/approval/user-cell';
import { moneyQueueRequest } from './queue-request';
import { ChainCheckBadge } from './chain-check-badge';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/session-slice';
import { canExport } from '@/store/session/roles';

/** console/recharge/list: the applications to review (oldest first) and the decided ones. */
export function RechargeQueuePage() {
  const { t } = useTranslation();
  const queue = useQueueParams();
  const { status, page, show } = queue;
  const { nameOf } = useRechargeMethods();
  const result = useGetRechargeQueueQuery(moneyQueueRequest(queue), { refetchOnMountOrArgChange: true });
  const decided = status !== 'wait';
  const now = nowSeconds();
  const mayExport = canExport(useAppSelector(selectUser));

  return (
    <QueueFrame
      title={t('console.recharge.title')}
      queue={queue}
      slaHours={result.data?.sla_hours}
      searchHint={t('console.filters.hint_recharge')}
      amountToCents={dollarsToCents}
      exportPath={mayExport ? 'console/export/recharges.csv' : undefined}
    >
      <PagedDataTable<ReviewRecharge>
        result={result}
        page={page}
        onPageChange={(next) => { show(status, next); }}
        label={t('console.recharge.title')}
        emptyText={decided ? t('console.queue.empty_decided') : t('console.queue.empty_wait')}
        rowKey={(item) => item.recharge_id}
        rowProps={(item) => overdueRow(!decided && item.overdue)}
        columns={[
          {
            key: 'id',
            header: t('console.column.id'),
            role: 'title',
            cell: (item) => (
              <Anchor component={Link} to={paths.consoleRechargeDetail.getHref(item.recharge_id)} size="sm" title={item.recharge_id}>
                {shortId(item.recharge_id)}
              </Anchor>
            ),
          },
          {
            key: 'submitted',
            header: t('console.column.submitted'),
            cell: (item) => (
              <Stack gap={2} align="flex-start">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(item.add_time)}
                </Text>
                {!decided && <AgeCell addTime={item.add_time} overdue={item.overdue} now={now} />}
              </Stack>
            ),
          },
          { key: 'user', header: t('console.column.user'), cell: (item) => <UserCell email={item.email} uid={item.uid} /> },
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
            key: 'transaction',
            header: t('console.column.transaction_id'),
            cell: (item) => (
              <>
                <bdi style={{ wordBreak: 'break-all' }}>{item.transaction_id}</bdi>
                {item.reference && (
                  <Text size="xs" c="dimmed" data-testid="queue-reference">
                    {t('console.column.reference')} <bdi>{item.reference}</bdi>
                  </Text>
                )}
              </>
            ),
          },
          {
            key: 'checks',
            header: t('console.column.checks'),
            cell: (item) => (
              <Stack gap={4} align="flex-start">
                <ChainCheckBadge recharge={item} />
                {item.duplicate_count > 0 ? (
                  <Badge color="red" variant="filled">
                    {t('console.recharge.duplicates_badge', { number: item.duplicate_count })}
                  </Badge>
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('console.recharge.no_duplicates')}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            key: 'status',
            header: t('console.column.status'),
            cell: (item) => (
              <Stack gap={4} align="flex-start">
                <ReviewStatusBadge status={item.status} />
                <ApprovalsBadge item={item} />
                <FirstApproval item={item} />
              </Stack>
            ),
          },
          decided && {
            key: 'reviewed',
            header: t('console.column.reviewed'),
            cell: (item) => <DecidedCell reviewTime={item.review_time} remark={item.remark} />,
          },
          {
            key: 'action',
            header: t('console.column.action'),
            role: 'actions',
            cell: (item) => (
              <Anchor
                component={Link}
                to={paths.consoleRechargeDetail.getHref(item.recharge_id)}
                aria-label={t('console.recharge.open_label', { id: shortId(item.recharge_id) })}
              >
                {decided ? t('console.recharge.open') : t('console.recharge.review')}
              </Anchor>
            ),
          },
        ]}
      />
    </QueueFrame>
  );
}
