import { orderApi } from '../api/order-api';
import { chainPaymentPollMs } from './chain-payment';

/**
 * The order page's polling interval: while the order's chain payment still moves (sent,
 * confirming, waiting for a reviewer), none once it is settled.
 */
export function useChainPaymentPolling(orderId: string): number {
  const { data } = orderApi.endpoints.getOrder.useQueryState(orderId, { skip: orderId === '' });
  return chainPaymentPollMs(data?.chain_payment ?? null);
}
