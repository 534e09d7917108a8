import type { components } from '@/api/schema';
import type { OrderDisputeFields } from './api/dispute-types';
import type { ChainPayment } from './chain-pay/chain-payment';

/** Order statuses (orders contract); the first seven are the spec's, cancelled is ours. */
export const ORDER_STATUSES = [
  'wait_payment',
  'wait_confirm',
  'wait_ship',
  'wait_receipt',
  'wait_finish',
  'finished',
  'refunded',
  'cancelled',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The spec's labels (section 4), as i18n keys. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  wait_payment: 'order.status.wait_payment',
  wait_confirm: 'order.status.wait_confirm',
  wait_ship: 'order.status.wait_ship',
  wait_receipt: 'order.status.wait_receipt',
  wait_finish: 'order.status.wait_finish',
  finished: 'order.status.finished',
  refunded: 'order.status.refunded',
  cancelled: 'order.status.cancelled',
};

export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  wait_payment: 'orange',
  wait_confirm: 'blue',
  wait_ship: 'indigo',
  wait_receipt: 'cyan',
  wait_finish: 'teal',
  finished: 'green',
  refunded: 'gray',
  cancelled: 'gray',
};

/** A step of an order's timeline; `reason` is set on a `cancelled` step only: `buyer`, or
 * `payment_timeout` when the system cancelled an order left unpaid past its deadline. */
export type TimelineEntry = components['schemas']['TimelineItem'];

export type OrderShop = components['schemas']['ShopView'];

/** `reviewed`: the buyer has reviewed this line. */
export type OrderLine = components['schemas']['OrderLineView'];

/** The address an order ships to, copied when it was placed (postal_code "" on older orders). */
export type OrderAddress = components['schemas']['OrderAddressView'];

/**
 * An order as order/list, order/detail and console/order/list answer it. The server types
 * `status` as a string; the client narrows it to the ORDER_STATUSES it has labels and colours for.
 * The receipt deadline and the case (issue 30) are typed by hand until the schema is regenerated.
 */
export type Order = Omit<components['schemas']['OrderView'], 'status' | 'chain_payment'> & {
  status: OrderStatus;
  /** The latest payment from the shopper's wallet on chain (issue 32), or null. */
  chain_payment: ChainPayment | null;
} & OrderDisputeFields;

/** An address on one line: detail, area, city, province, postal code, country. */
export function addressLine(address: OrderAddress): string {
  return [address.address, address.area, address.city, address.province, address.postal_code, address.country]
    .filter((part) => part.trim() !== '')
    .join(', ');
}
