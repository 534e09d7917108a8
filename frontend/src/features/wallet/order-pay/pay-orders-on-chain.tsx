import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/shared/components/load-failed';
import { chainOf, walletPayMethods } from '@/shared/config/chain-methods';
import { MethodChoice } from '../components/method-choice';
import { WalletPanel } from '../components/wallet-panel';
import { useRechargeMethods } from '../hooks/use-recharge-methods';
import { onlyMethod } from '../methods';
import { ChainQuoteView } from './chain-quote-view';
import { useGetChainPayQuoteQuery } from './order-pay-api';
import type { ChainPayFiled } from './order-pay-types';
import { transferTargetOf } from './quote-target';
import { SendAndFile } from './send-and-file';

export interface PayOrdersOnChainProps {
  orderIds: string[];
  /** The transaction was filed for the orders: their page now follows it. */
  onFiled: (filed: ChainPayFiled) => void;
}

/** The quote for the chosen method, and (with a wallet on its chain connected) the payment. */
function QuotedPayment({ orderIds, method, onFiled }: PayOrdersOnChainProps & { method: string }) {
  const { t } = useTranslation();
  const [whole, setWhole] = useState(false);
  const { data: quote, isFetching, error, refetch } = useGetChainPayQuoteQuery({ order_ids: orderIds, method }, { refetchOnMountOrArgChange: true });
  if (isFetching && !quote)
    return (
      <Center py="sm">
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  if (!quote) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (quote.amount === 0 && quote.whole_amount > 0 && !whole) {
    // The balance already covers the orders: the wallet's Pay does it without the chain.
    return (
      <Alert color="blue" variant="light" data-testid="chain-pay-covered">
        {t('chain.order_pay.covered')}
      </Alert>
    );
  }
  const target = transferTargetOf(quote);
  if (!target) return null;
  const cents = whole ? quote.whole_amount : quote.amount;
  const token = quote.token || 'USDT';
  return (
    <Stack gap="sm">
      <ChainQuoteView quote={quote} token={token} whole={whole} onWholeChange={setWhole} />
      <WalletPanel chain={target.chain} chainId={target.chainId}>
        <SendAndFile orderIds={orderIds} method={method} target={target} token={token} cents={cents} onFiled={onFiled} />
      </WalletPanel>
    </Stack>
  );
}

/**
 * Pays unpaid orders with one USDT transfer from the shopper's wallet (issue 32): the chain
 * method (Ethereum or TRON, among those configured), the quote, the wallet, the transfer of
 * exactly the quoted amount, and the filing of its transaction for the orders.
 */
export function PayOrdersOnChain({ orderIds, onFiled }: PayOrdersOnChainProps) {
  const { t } = useTranslation();
  const { methods } = useRechargeMethods();
  const payMethods = walletPayMethods(methods);
  const [picked, setPicked] = useState('');
  // With one method there is nothing to choose (also when the site's settings arrive later).
  const chosen = picked || onlyMethod(payMethods);
  const method = payMethods.find((each) => each.method === chosen);
  return (
    <Stack gap="md">
      {payMethods.length > 1 && (
        <MethodChoice
          label={t('chain.order_pay.method')}
          methods={payMethods}
          inputProps={{
            value: chosen,
            onChange: (value: string) => {
              setPicked(value);
            },
          }}
        />
      )}
      {method && chainOf(method) && <QuotedPayment key={method.method} orderIds={orderIds} method={method.method} onFiled={onFiled} />}
    </Stack>
  );
}
