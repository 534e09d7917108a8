import type { CartLine } from '@/shared/cart/cart-types';
import type { ShippingAddress } from '@/shared/address/address-types';
import type { Order, OrderShop, TimelineEntry } from '@/shared/order/order-status';

export interface CheckoutShop {
  shop: OrderShop;
  lines: CartLine[];
  subtotal: number;
  shipping_fee: number;
  tax: number;
  total: number;
}

/** order/checkout: a preview that writes nothing. */
export interface CheckoutPreview {
  shops: CheckoutShop[];
  subtotal: number;
  shipping_fee: number;
  tax: number;
  total: number;
  balance: number;
  addresses: ShippingAddress[];
  address_id: number | null;
}

export interface CheckoutRequest {
  address_id?: number;
}

export interface CreatedOrders {
  order_ids: string[];
  order_sns: string[];
  pay_amount: number;
}

export interface Keyed<T> {
  body: T;
  idempotencyKey: string;
}

export interface CreateOrderBody {
  address_id: number;
  remark?: string;
}

export interface PayBody {
  order_ids: string[];
}

export interface Payment {
  paid_amount: number;
  balance: number;
}

export interface OrderListRequest {
  status?: string;
  page: number;
}

export interface Tracking {
  order_sn: string;
  status: string;
  logistics_no: string | null;
  timeline: TimelineEntry[];
}

export type { Order };
