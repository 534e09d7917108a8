import { useTranslation } from 'react-i18next';
import { useGetWithdrawListQuery } from '../api/wallet-api';
import { ReviewedRecords } from './reviewed-records';

/** mine/wealth/withdraw/list, newest first; the reviewer's remark shows once decided. */
export function WithdrawRecords({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const result = useGetWithdrawListQuery(page, { refetchOnMountOrArgChange: true });
  return (
    <ReviewedRecords
      result={result}
      page={page}
      onPageChange={onPageChange}
      label={t('wallet.tabs.withdraw')}
      emptyText={t('wallet.withdraw.empty')}
      rowKey={(record) => record.withdraw_id}
      detailHeading={t('wallet.column.address')}
      detail={(record) => record.address}
    />
  );
}
