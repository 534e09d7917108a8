import { Anchor, DataList, Table, Text } from '@mantine/core';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consoleRechargeDetailPath } from '@/app/routes';
import { useRechargeMethods } from '../hooks/use-recharge-methods';
import { formatDateTime, formatMoney } from '@/shared/format';
import { ReviewStatusBadge } from '@/shared/approval/review-status-badge';
import type { ReviewRecharge } from './wallet-review-types';
import { shortId } from '@/shared/approval/application-id';

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

export function RechargeDetails({ recharge }: { recharge: ReviewRecharge }) {
  const { t } = useTranslation();
  const { nameOf } = useRechargeMethods();
  return (
    <DataList withDivider labelWidth="160px">
      <Detail label={t('console.column.id')}>
        <bdi style={{ wordBreak: 'break-all' }}>{recharge.recharge_id}</bdi>
      </Detail>
      <Detail label={t('console.column.user')}>
        <bdi style={{ wordBreak: 'break-all' }}>{recharge.email}</bdi> · {t('console.common.uid', { uid: recharge.uid })}
      </Detail>
      <Detail label={t('console.column.amount')}>
        <Text fw={700} fz="lg" component="span">
          {formatMoney(recharge.amount)}
        </Text>
      </Detail>
      <Detail label={t('console.column.method')}>{nameOf(recharge.method)}</Detail>
      <Detail label={t('console.column.address')}>
        <bdi style={{ wordBreak: 'break-all' }}>{recharge.address}</bdi>
      </Detail>
      <Detail label={t('console.column.transaction_id')}>
        <bdi style={{ wordBreak: 'break-all' }}>{recharge.transaction_id}</bdi>
      </Detail>
      <Detail label={t('console.column.submitted')}>{formatDateTime(recharge.add_time)}</Detail>
      <Detail label={t('console.column.status')}>
        <ReviewStatusBadge status={recharge.status} />
      </Detail>
      {recharge.review_time !== null && (
        <Detail label={t('console.column.reviewed')}>
          {formatDateTime(recharge.review_time)}
          {recharge.reviewer_uid !== null && ` · ${t('console.common.reviewer', { uid: recharge.reviewer_uid })}`}
        </Detail>
      )}
      {recharge.remark && <Detail label={t('console.column.remark')}>{recharge.remark}</Detail>}
    </DataList>
  );
}

export function PreviousRecharges({ history }: { history: ReviewRecharge[] }) {
  const { t } = useTranslation();
  const { nameOf } = useRechargeMethods();
  if (history.length === 0) return <Text c="dimmed">{t('console.recharge.no_history')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table striped verticalSpacing="xs" aria-label={t('console.recharge.history_title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('console.column.id')}</Table.Th>
            <Table.Th>{t('console.column.submitted')}</Table.Th>
            <Table.Th>{t('console.column.amount')}</Table.Th>
            <Table.Th>{t('console.column.method')}</Table.Th>
            <Table.Th>{t('console.column.transaction_id')}</Table.Th>
            <Table.Th>{t('console.column.status')}</Table.Th>
            <Table.Th>{t('console.column.remark')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((item) => (
            <Table.Tr key={item.recharge_id}>
              <Table.Td>
                <Anchor component={Link} to={consoleRechargeDetailPath(item.recharge_id)} size="sm">
                  {shortId(item.recharge_id)}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.add_time)}</Table.Td>
              <Table.Td>{formatMoney(item.amount)}</Table.Td>
              <Table.Td>{nameOf(item.method)}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>
                <bdi>{item.transaction_id}</bdi>
              </Table.Td>
              <Table.Td>
                <ReviewStatusBadge status={item.status} />
              </Table.Td>
              <Table.Td>{item.remark}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
