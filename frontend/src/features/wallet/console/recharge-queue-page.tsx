import { Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consoleRechargeDetailPath } from '@/app/routes';
import { PagedTable } from '@/shared/components/paged-table';
import { useRechargeMethods } from '../hooks/use-recharge-methods';
import { formatDateTime, formatMoney } from '@/shared/format';
import { ReviewStatusBadge } from '@/shared/approval/review-status-badge';
import { useGetRechargeQueueQuery } from './wallet-review-api';
import { shortId } from '@/shared/approval/application-id';
import { useQueueParams } from '@/shared/approval/use-queue-params';
import { StatusTabs } from '@/shared/approval/status-tabs';
import { UserCell } from '@/shared/approval/user-cell';

/** console/recharge/list: the applications to review (oldest first) and the decided ones. */
export function RechargeQueuePage() {
  const { t } = useTranslation();
  const { status, page, show } = useQueueParams();
  const { nameOf } = useRechargeMethods();
  const result = useGetRechargeQueueQuery({ status, page }, { refetchOnMountOrArgChange: true });
  const decided = status !== 'wait';

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('console.recharge.title')}
      </Title>
      <Paper withBorder p="md">
        <StatusTabs value={status} onChange={(next) => { show(next); }} />
        <Stack pt="md">
          <PagedTable
            result={result}
            page={page}
            onPageChange={(next) => { show(status, next); }}
            label={t('console.recharge.title')}
            emptyText={decided ? t('console.queue.empty_decided') : t('console.queue.empty_wait')}
            minWidth={980}
            rowKey={(item) => item.recharge_id}
            head={
              <Table.Tr>
                <Table.Th>{t('console.column.id')}</Table.Th>
                <Table.Th>{t('console.column.submitted')}</Table.Th>
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
                <Table.Td title={item.recharge_id}>{shortId(item.recharge_id)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.add_time)}</Table.Td>
                <Table.Td>
                  <UserCell email={item.email} uid={item.uid} />
                </Table.Td>
                <Table.Td>{nameOf(item.method)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(item.amount)}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  <bdi>{item.transaction_id}</bdi>
                </Table.Td>
                <Table.Td>
                  {(item.duplicate_count ?? 0) > 0 ? (
                    <Badge color="red" variant="filled">
                      {t('console.recharge.duplicates_badge', { number: item.duplicate_count })}
                    </Badge>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('console.recharge.no_duplicates')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <ReviewStatusBadge status={item.status} />
                </Table.Td>
                {decided && (
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
        </Stack>
      </Paper>
    </Stack>
  );
}
