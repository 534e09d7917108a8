import { lazy, type ReactNode } from 'react';
import { ChainPaySlot, type ChainPayFlow } from '@/features/orders/chain-pay/chain-pay-slot';

/**
 * The wallet's "Pay with USDT" flow, for the orders' screens: one feature never imports another,
 * so the app hands it over here. It loads (with its texts) the first time a shopper opens it.
 */
const PayOrdersOnChain = lazy(async () => ({
  default: await (await import('@/features/wallet/order-pay/order-pay-route')).payOrdersOnChainComponent(),
}));

const renderPayOrdersOnChain: ChainPayFlow = (props) => <PayOrdersOnChain {...props} />;

/** The pieces one feature offers another's screens, composed by the app. */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return <ChainPaySlot.Provider value={renderPayOrdersOnChain}>{children}</ChainPaySlot.Provider>;
}
