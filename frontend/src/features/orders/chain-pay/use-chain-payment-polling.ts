import { orderApi } from '../api/order-api';
import { CHAIN_PAYMENT_POLL_MS, isChainPaymentMoving } from './chain-payment';

/**
 * The order page's polling interval: every few seconds while the order's chain payment still
 * moves (sent, confirming, waiting for a reviewer), none once it is settled.
 */
export function useChainPaymentPolling(orderId: string): number {
  const { data } = orderApi.endpoints.getOrder.useQueryState(orderId, { skip: orderId === '' });
  return isChainPaymentMoving(data?.chain_payment ?? null) ? CHAIN_PAYMENT_POLL_MS : 0;
}
