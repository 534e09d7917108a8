import type { CartLine } from '@/features/orders/api/cart-types';
import type { Order } from '@/features/orders/order-status';

export function cartLine(skuId: number, overrides: Partial<CartLine> = {}): CartLine {
  return {
    goods_info: {
      cover_image: `/img/${skuId}.png`,
      name: `Product ${skuId}`,
      is_favorite: false,
      shop_goods_id: 40 + skuId,
      shop_id: 1,
      shop_name: 'Sunrise Store',
    },
    price: 1250,
    num: 2,
    props_desc: 'Color:Red;Size:L',
    total: 2500,
    shop_goods_id: 40 + skuId,
    sku_id: skuId,
    stock: 10,
    available: true,
    ...overrides,
  };
}

export function cartOf(lines: CartLine[], balance = 0) {
  return { list: lines, amount: lines.reduce((sum, line) => sum + line.total, 0), balance };
}

/** An order as the server answers it; `pay_amount` follows `total` and `platform_discount` unless given. */
export function order(id: string, overrides: Partial<Order> = {}): Order {
  const placed: Order = {
    order_id: id,
    order_sn: `SN${id}`,
    status: 'wait_payment',
    shop: { shop_id: 1, name: 'Sunrise Store', logo: '' },
    lines: [
      {
        shop_goods_id: 41,
        sku_id: 1,
        name: 'Trail Jacket',
        cover_image: '/img/1.png',
        props_desc: 'Color:Red',
        price: 1000,
        num: 2,
        total: 2000,
        reviewed: false,
      },
    ],
    subtotal: 2000,
    shipping_fee: 499,
    tax: 100,
    total: 2599,
    platform_discount: 0,
    pay_amount: 2599,
    address: orderAddress(),
    delivery_method: 'standard',
    logistics_no: null,
    remark: '',
    add_time: 1_700_000_000,
    pay_time: null,
    pay_deadline_time: null,
    cancel_reason: null,
    timeline: [{ status: 'wait_payment', time: 1_700_000_000 }],
    receipt_deadline: null,
    receipt_extended: false,
    refunded_amount: 0,
    dispute: null,
    chain_payment: null,
    ...overrides,
  };
  return { ...placed, pay_amount: overrides.pay_amount ?? placed.total - placed.platform_discount };
}

/** The address an order ships to, as the server copies it onto the order. */
export function orderAddress(overrides: Partial<Order['address']> = {}): Order['address'] {
  return {
    address_id: 1,
    name: 'Ada',
    phone: '555',
    country: 'UK',
    province: 'London',
    city: '',
    area: '',
    address: '1 Main St',
    postal_code: '',
    ...overrides,
  };
}
