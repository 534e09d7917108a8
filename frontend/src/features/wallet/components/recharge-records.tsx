import { useTranslation } from 'react-i18next';
import { useGetRechargeListQuery } from '../api/wallet-api';
import { ReviewedRecords } from './reviewed-records';

/** mine/wealth/recharge/list, newest first; the reviewer's remark shows once decided. */
export function RechargeRecords({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const result = useGetRechargeListQuery(page, { refetchOnMountOrArgChange: true });
  return (
    <ReviewedRecords
      result={result}
      page={page}
      onPageChange={onPageChange}
      label={t('wallet.tabs.recharge')}
      emptyText={t('wallet.recharge.empty')}
      rowKey={(record) => record.recharge_id}
      detailHeading={t('wallet.column.transaction_id')}
      detail={(record) => record.transaction_id}
    />
  );
}
