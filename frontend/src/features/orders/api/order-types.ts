import type { CartLine } from './cart-types';
import type { ShippingAddress } from './address-types';
import type { Order, OrderShop, TimelineEntry } from '../order-status';

/** Why a checkout line cannot be bought as it stands (docs/api.md, order/checkout). */
export type UnavailableReason = 'out_of_stock' | 'quantity_limit';

export interface CheckoutPreviewLine extends CartLine {
  /** Null when the line can be bought; such a line is left out of every amount. */
  unavailable_reason?: UnavailableReason | null;
}

export interface CheckoutShop {
  shop: OrderShop;
  lines: CheckoutPreviewLine[];
  subtotal: number;
  shipping_fee: number;
  tax: number;
  total: number;
  /** This shop's part of the subscriber discount. */
  platform_discount?: number;
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
  /** False while a line is marked unavailable: order/create would refuse. */
  payable: boolean;
  /** The one-time subscriber discount order/create would give now (0: none), paid by the platform. */
  platform_discount?: number;
  /** What the shopper would pay: total - platform_discount. */
  pay_amount?: number;
}

export interface CheckoutRequest {
  address_id?: number;
}

export interface CreatedOrders {
  order_ids: string[];
  order_sns: string[];
  /** What the shopper pays: the orders' totals less platform_discount. */
  pay_amount: number;
  platform_discount?: number;
}

export interface Keyed<T> {
  body: T;
  idempotencyKey: string;
}

/** The shopper's note to one shop's seller, on that shop's order only. */
export interface ShopRemark {
  shop_id: number;
  remark: string;
}

export interface CreateOrderBody {
  address_id: number;
  remarks?: ShopRemark[];
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
  /** As on an order (absent from an older server): the carrier's code and name, the parcel's page. */
  carrier?: string | null;
  carrier_name?: string | null;
  tracking_url?: string | null;
  timeline: TimelineEntry[];
}

export type { Order };
