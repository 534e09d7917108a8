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

export interface TimelineEntry {
  status: string;
  time: number;
  /** On a `cancelled` step only (absent on older answers): `buyer`, or `payment_timeout` when
   * the system cancelled an order left unpaid past its deadline. */
  reason?: string | null;
}

export interface OrderShop {
  shop_id: number;
  name: string;
  logo: string;
}

export interface OrderLine {
  shop_goods_id: number;
  sku_id: number;
  name: string;
  cover_image: string;
  props_desc: string;
  price: number;
  num: number;
  total: number;
  /** The buyer has reviewed this line (absent on older answers: not reviewed). */
  reviewed?: boolean;
}

export interface ShippingAddress {
  address_id?: number | string;
  name: string;
  phone: string;
  country: string;
  province: string;
  city?: string;
  area?: string;
  address: string;
  /** Absent or "" on orders placed before addresses had postal codes. */
  postal_code?: string;
  is_default?: boolean | number;
}

/** An order as order/list, order/detail and console/order/list answer it. */
export interface Order {
  order_id: string;
  order_sn: string;
  status: OrderStatus;
  shop: OrderShop;
  lines: OrderLine[];
  subtotal: number;
  shipping_fee: number;
  tax: number;
  total: number;
  /** The part of the total the platform pays (a newsletter subscriber's one-time discount). */
  platform_discount?: number;
  /** What the buyer pays: total - platform_discount. */
  pay_amount?: number;
  address: ShippingAddress | null;
  delivery_method: string;
  logistics_no: string | null;
  /** The code of the carrier it was shipped with; null (or absent) before shipping or when none was named. */
  carrier?: string | null;
  carrier_name?: string | null;
  /** The parcel's page on its carrier's site; null without a configured carrier. */
  tracking_url?: string | null;
  remark: string;
  add_time: number;
  pay_time: number | null;
  /** Unix seconds before which an unpaid order must be paid; null once paid or cancelled. */
  pay_deadline_time: number | null;
  /** `buyer` or `payment_timeout` on a cancelled order, otherwise null. */
  cancel_reason: string | null;
  timeline: TimelineEntry[];
}

/** An address on one line: detail, area, city, province, postal code, country. */
export function addressLine(address: ShippingAddress | null | undefined): string {
  if (!address) return '';
  return [address.address, address.area, address.city, address.province, address.postal_code, address.country]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(', ');
}
