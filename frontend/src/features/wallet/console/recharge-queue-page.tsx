import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { DecidedCell } from '@/shared/approval/decided-cell';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consoleRechargeDetailPath } from '@/app/routes';
import { PagedTable } from '@/shared/components/paged-table';
import { useRechargeMethods } from '../hooks/use-recharge-methods';
import { dollarsToCents } from '../amount';
import { formatDateTime, formatMoney } from '@/shared/format';
import { ReviewStatusBadge } from '@/shared/approval/review-status-badge';
import { useGetRechargeQueueQuery } from './wallet-review-api';
import { shortId } from '@/shared/approval/application-id';
import { useQueueParams } from '@/shared/approval/use-queue-params';
import { QueueFrame } from '@/shared/approval/queue-frame';
import { AgeCell } from '@/shared/approval/age-cell';
import { ApprovalsBadge } from '@/shared/approval/approvals-badge';
import { nowSeconds, overdueRow } from '@/shared/approval/queue-age';
import { UserCell } from '@/shared/approval/user-cell';
import { moneyQueueRequest } from './queue-request';
import { ChainCheckBadge } from './chain-check-badge';

/** console/recharge/list: the applications to review (oldest first) and the decided ones. */
export function RechargeQueuePage() {
  const { t } = useTranslation();
  const queue = useQueueParams();
  const { status, page, show } = queue;
  const { nameOf } = useRechargeMethods();
  const result = useGetRechargeQueueQuery(moneyQueueRequest(queue), { refetchOnMountOrArgChange: true });
  const decided = status !== 'wait';
  const now = nowSeconds();

  return (
    <QueueFrame
      title={t('console.recharge.title')}
      queue={queue}
      slaHours={result.data?.sla_hours}
      searchHint={t('console.filters.hint_recharge')}
      amountToCents={dollarsToCents}
    >
      <PagedTable
        result={result}
        page={page}
        onPageChange={(next) => { show(status, next); }}
        label={t('console.recharge.title')}
        emptyText={decided ? t('console.queue.empty_decided') : t('console.queue.empty_wait')}
        minWidth={1060}
        rowKey={(item) => item.recharge_id}
        rowProps={(item) => overdueRow(!decided && item.overdue)}
        head={
          <Table.Tr>
            <Table.Th>{t('console.column.id')}</Table.Th>
            <Table.Th>{t('console.column.submitted')}</Table.Th>
            {!decided && <Table.Th>{t('console.column.age')}</Table.Th>}
            <Table.Th>{t('console.column.user')}</Table.Th>
            <Table.Th>{t('console.column.method')}</Table.Th>
            <Table.Th>{t('console.column.amount')}</Table.Th>
            <Table.Th>{t('console.column.transaction_id')}</Table.Th>
            <Table.Th>{t('console.column.checks')}</Table.Th>
            <Table.Th>{t('console.column.status')}</Table.Th>
            {decided && <Table.Th>{t('console.column.reviewed')}</Table.Th>}
            <Table.Th>{t('console.column.action')}</Table.Th>
          </Table.Tr>
        }
        renderRow={(item) => (
          <>
            <Table.Td title={item.recharge_id}>
              {/* As in the other queues: the number opens the application, so a phone, where the
                  table scrolls sideways, reaches it without scrolling to the last column. */}
              <Anchor component={Link} to={consoleRechargeDetailPath(item.recharge_id)} size="sm">
                {shortId(item.recharge_id)}
              </Anchor>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.add_time)}</Table.Td>
            {!decided && (
              <Table.Td>
                <AgeCell addTime={item.add_time} overdue={item.overdue === true} now={now} />
              </Table.Td>
            )}
            <Table.Td>
              <UserCell email={item.email} uid={item.uid} />
            </Table.Td>
            <Table.Td>{nameOf(item.method)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(item.amount)}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>
              <bdi>{item.transaction_id}</bdi>
              {item.reference && (
                <Text size="xs" c="dimmed" data-testid="queue-reference">
                  {t('console.column.reference')} <bdi>{item.reference}</bdi>
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <ChainCheckBadge recharge={item} />
                {(item.duplicate_count ?? 0) > 0 ? (
                  <Badge color="red" variant="filled">
                    {t('console.recharge.duplicates_badge', { number: item.duplicate_count })}
                  </Badge>
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('console.recharge.no_duplicates')}
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <ReviewStatusBadge status={item.status} />
                <ApprovalsBadge item={item} />
              </Stack>
            </Table.Td>
            {decided && (
              <DecidedCell reviewTime={item.review_time} remark={item.remark} />
            )}
            <Table.Td>
              <Anchor
                component={Link}
                to={consoleRechargeDetailPath(item.recharge_id)}
                aria-label={t('console.recharge.open_label', { id: shortId(item.recharge_id) })}
              >
                {decided ? t('console.recharge.open') : t('console.recharge.review')}
              </Anchor>
            </Table.Td>
          </>
        )}
      />
    </QueueFrame>
  );
}
