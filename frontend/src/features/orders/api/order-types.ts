import type { Order } from '../order-status';
import type { components } from '@/api/schema';

/** Why a checkout line cannot be bought as it stands (docs/api.md, order/checkout). */
export type UnavailableReason = 'out_of_stock' | 'quantity_limit';

export type CheckoutPreviewLine = components['schemas']['CheckoutLineView'];

export type CheckoutShop = components['schemas']['ShopCheckoutView'];

/** order/checkout: a preview that writes nothing. */
export type CheckoutPreview = components['schemas']['CheckoutView'];

export type CheckoutRequest = Omit<components['schemas']['CheckoutRequest'], 'sid' | 'language'>;

export type CreatedOrders = components['schemas']['OrderCreated'];

export interface Keyed<T> {
  body: T;
  idempotencyKey: string;
}

/** The shopper's note to one shop's seller, on that shop's order only. */
export type ShopRemark = components['schemas']['ShopRemarkItem'];

type OrderCreateRequest = components['schemas']['OrderCreateRequest'];
/** The remarks may be left out: the server defaults them to none. */
export type CreateOrderBody = Omit<OrderCreateRequest, 'sid' | 'language' | 'remark' | 'remarks'> &
  Partial<Pick<OrderCreateRequest, 'remark' | 'remarks'>>;

export type PayBody = Omit<components['schemas']['OrderPayRequest'], 'sid' | 'language'>;

export type Payment = components['schemas']['Paid'];

/** order/list (and console/order/list): the endpoint adds `page_size`. */
export type OrderListRequest = Pick<components['schemas']['OrderListRequest'], 'status' | 'page'>;

export type Tracking = components['schemas']['TrackView'];

export type { Order };
