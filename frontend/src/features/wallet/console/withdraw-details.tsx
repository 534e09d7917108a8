import '@mantine/core/styles/DataList.css';
import { Button, CopyButton, DataList, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { DataTable } from '@/shared/components/data-table';
import { formatDateTime, formatMoney } from '@/shared/format';
import { useRechargeMethods } from '../hooks/use-recharge-methods';
import { entryKindLabel } from '../entry-kind';
import { SignedMoney } from '../components/signed-money';
import type { WalletEntry } from '../api/wallet-types';
import type { ReviewWithdraw, WithdrawReview } from './wallet-review-types';
import { Detail } from './recharge-details';
import { ApplicationHistory } from './application-history';
import { DepositAddressFlag } from './deposit-address-flag';

export function WithdrawDetails({ withdraw }: { withdraw: ReviewWithdraw }) {
  const { t } = useTranslation();
  const { nameOf } = useRechargeMethods();
  return (
    <DataList withDivider labelWidth="160px">
      <Detail label={t('console.column.id')}>
        <bdi style={{ wordBreak: 'break-all' }}>{withdraw.withdraw_id}</bdi>
      </Detail>
      <Detail label={t('console.column.user')}>
        <bdi style={{ wordBreak: 'break-all' }}>{withdraw.email}</bdi> · {t('console.common.uid', { uid: withdraw.uid })}
      </Detail>
      <Detail label={t('console.column.amount')}>
        <Text fw={700} fz="lg" component="span">
          {formatMoney(withdraw.amount)}
        </Text>
      </Detail>
      <Detail label={t('console.column.method')}>{nameOf(withdraw.method)}</Detail>
      <Detail label={t('console.column.payout_address')}>
        <Group gap="xs" wrap="wrap">
          <bdi style={{ wordBreak: 'break-all' }}>{withdraw.address}</bdi>
          {withdraw.to_deposit_address && <DepositAddressFlag />}
          <CopyButton value={withdraw.address}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="subtle" onClick={copy}>
                {copied ? t('console.common.copied') : t('console.common.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Detail>
      <Detail label={t('console.column.submitted')}>{formatDateTime(withdraw.add_time)}</Detail>
      {withdraw.review_time !== null && (
        <Detail label={t('console.column.reviewed')}>
          {formatDateTime(withdraw.review_time)}
          {withdraw.reviewer_uid !== null && ` · ${t('console.common.reviewer', { uid: withdraw.reviewer_uid })}`}
        </Detail>
      )}
      {withdraw.remark && <Detail label={t('console.column.remark')}>{withdraw.remark}</Detail>}
    </DataList>
  );
}

export function UserBalance({ balance }: { balance: WithdrawReview['balance'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="user-balance">
      <Text size="sm" c="dimmed">
        {t('console.audit.available')}
      </Text>
      <Text fz="xl" fw={700}>
        {formatMoney(balance.available)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('console.audit.frozen')}: {formatMoney(balance.frozen)}
      </Text>
    </Stack>
  );
}

/** The user's wallet entries, newest first (the same entries the user sees in their history). */
export function WalletEntries({ entries }: { entries: WalletEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <Text c="dimmed">{t('console.withdraw.no_history')}</Text>;
  return (
    <DataTable<WalletEntry>
      items={entries}
      label={t('console.withdraw.history_title')}
      rowKey={(entry) => entry.entry_id}
      columns={[
        { key: 'time', header: t('console.column.time'), role: 'title', nowrap: true, cell: (entry) => formatDateTime(entry.add_time) },
        { key: 'kind', header: t('console.withdraw.entry_kind'), cell: (entry) => t(entryKindLabel(entry.kind)) },
        { key: 'available_change', header: t('console.audit.available_change'), nowrap: true, cell: (entry) => <SignedMoney cents={entry.amount_change} size="sm" /> },
        { key: 'frozen_change', header: t('console.audit.frozen_change'), nowrap: true, cell: (entry) => <SignedMoney cents={entry.frozen_change} size="sm" /> },
        { key: 'available_after', header: t('console.audit.available_after'), nowrap: true, cell: (entry) => formatMoney(entry.amount) },
        { key: 'frozen_after', header: t('console.audit.frozen_after'), nowrap: true, cell: (entry) => formatMoney(entry.frozen_amount) },
        { key: 'remark', header: t('console.column.remark'), cell: (entry) => <bdi>{entry.remark}</bdi> },
      ]}
    />
  );
}

export function OtherWithdrawals({ withdrawals }: { withdrawals: ReviewWithdraw[] }) {
  const { t } = useTranslation();
  const rows = withdrawals.map((item) => ({ ...item, id: item.withdraw_id, to: paths.consoleWithdrawDetail.getHref(item.withdraw_id) }));
  return <ApplicationHistory rows={rows} label={t('console.withdraw.others_title')} empty={t('console.withdraw.no_others')} />;
}
