import '@mantine/core/styles/DataList.css';
import { DataList, Text } from '@mantine/core';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useRechargeMethods } from '../hooks/use-recharge-methods';
import { formatDateTime, formatMoney } from '@/shared/format';
import type { ReviewRecharge } from './wallet-review-types';
import { ReviewStatusBadge } from '@/shared/approval/review-status-badge';
import { ApplicationHistory } from './application-history';
import { ChainCheckDetails } from './chain-check-badge';
import { isSystemReviewer } from './chain-check';

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
  const reviewerText = (uid: number | string) =>
    isSystemReviewer(uid) ? t('console.common.reviewer_system') : t('console.common.reviewer', { uid });
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
      {recharge.reference && (
        <Detail label={t('console.column.reference')}>
          <Text component="bdi" ff="monospace" fw={700} data-testid="detail-reference">
            {recharge.reference}
          </Text>
        </Detail>
      )}
      {recharge.chain && (
        <Detail label={t('console.chain_check.title')}>
          <ChainCheckDetails recharge={recharge} />
        </Detail>
      )}
      <Detail label={t('console.column.submitted')}>{formatDateTime(recharge.add_time)}</Detail>
      <Detail label={t('console.column.status')}>
        <ReviewStatusBadge status={recharge.status} />
      </Detail>
      {recharge.review_time !== null && (
        <Detail label={t('console.column.reviewed')}>
          {formatDateTime(recharge.review_time)}
          {recharge.reviewer_uid !== null && ` · ${reviewerText(recharge.reviewer_uid)}`}
        </Detail>
      )}
      {recharge.remark && <Detail label={t('console.column.remark')}>{recharge.remark}</Detail>}
    </DataList>
  );
}

export function PreviousRecharges({ history }: { history: ReviewRecharge[] }) {
  const { t } = useTranslation();
  const rows = history.map((item) => ({ ...item, id: item.recharge_id, to: paths.consoleRechargeDetail.getHref(item.recharge_id) }));
  return (
    <ApplicationHistory
      rows={rows}
      label={t('console.recharge.history_title')}
      empty={t('console.recharge.no_history')}
      withTransaction
    />
  );
}
