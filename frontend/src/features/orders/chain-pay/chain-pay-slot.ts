import { createContext, type ReactNode } from 'react';

/** What the order screens give the payment flow, and what it tells them back. */
export interface ChainPayFlowProps {
  orderIds: string[];
  /** The wallet's transaction was filed for the orders. */
  onFiled: () => void;
}

/** Renders the flow for the orders. */
export type ChainPayFlow = (props: ChainPayFlowProps) => ReactNode;

/**
 * The "Pay with USDT" flow, supplied by src/app: it runs on the wallet feature's connection
 * (a feature never imports another), and the orders place it beside their own Pay. Null (the
 * default): no such flow, no button.
 */
export const ChainPaySlot = createContext<ChainPayFlow | null>(null);
