import '@mantine/core/styles/Tabs.css';
import { Paper, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isWalletTab, paths, type WalletTab } from '@/config/paths';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import { LoadFailed } from '@/shared/components/load-failed';
import { pageParam } from '@/shared/query-params';
import { useGetWealthQuery } from '../api/wallet-api';
import { BalanceSummary } from './balance-summary';
import { WalletPanel } from './wallet-panel';
import { chainOf } from '@/shared/config/chain-methods';
import { useRechargeMethods } from '../hooks/use-recharge-methods';
import { RechargeRecords } from './recharge-records';
import { WalletHistory } from './wallet-history';
import { WithdrawRecords } from './withdraw-records';

/** user-amount: balances, the ways to recharge and withdraw, and the three lists as tabs (?tab=, ?page=). */
export function UserAmountPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: WalletTab = isWalletTab(tabParam) ? tabParam : 'history';
  const page = pageParam(params.get('page'));
  const wealth = useGetWealthQuery(undefined, { refetchOnMountOrArgChange: true });
  const { methods } = useRechargeMethods();
  const onChain = methods.filter((method) => chainOf(method) !== null);
  // WalletConnect pairs on the network of the first Ethereum method.
  const chainId = onChain.find((method) => method.chain === 'ethereum')?.chain_id ?? null;

  const show = (next: WalletTab, nextPage = 1): void => {
    const query: Record<string, string> = {};
    if (next !== 'history') query.tab = next;
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
  };
  const onPageChange = (nextPage: number): void => {
    show(tab, nextPage);
  };

  return (
    <Stack gap="md">
      <Breadcrumb items={[{ label: t('user.menu.dashboard'), to: paths.user.getHref() }, { label: t('user.menu.balance') }]} />
      {wealth.isError ? (
        <LoadFailed error={wealth.error} onRetry={() => void wealth.refetch()} />
      ) : (
        <BalanceSummary wealth={wealth.data} loading={!wealth.data} />
      )}
      {onChain.length > 0 && <WalletPanel chain={null} chainId={chainId} />}
      <Paper withBorder p="md">
        <Tabs
          value={tab}
          onChange={(value) => {
            if (isWalletTab(value)) show(value);
          }}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="history">{t('wallet.tabs.history')}</Tabs.Tab>
            <Tabs.Tab value="recharge">{t('wallet.tabs.recharge')}</Tabs.Tab>
            <Tabs.Tab value="withdraw">{t('wallet.tabs.withdraw')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="history" pt="md">
            <WalletHistory page={page} onPageChange={onPageChange} />
          </Tabs.Panel>
          <Tabs.Panel value="recharge" pt="md">
            <RechargeRecords page={page} onPageChange={onPageChange} />
          </Tabs.Panel>
          <Tabs.Panel value="withdraw" pt="md">
            <WithdrawRecords page={page} onPageChange={onPageChange} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
