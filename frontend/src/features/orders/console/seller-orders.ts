import type { OrderStatus } from '../order-status';

/** The seller's step for an order: confirm a paid one, ship a confirmed one. */
export type SellerAction = 'confirm' | 'ship';

export function sellerActionFor(status: OrderStatus): SellerAction | null {
  if (status === 'wait_confirm') return 'confirm';
  if (status === 'wait_ship') return 'ship';
  return null;
}

/** The server accepts logistics numbers of 1..64 characters. */
export const LOGISTICS_NO_MAX = 64;

/** Null when the logistics number may be sent, else the i18n key of the problem. */
export function logisticsNoProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'console.seller.logistics_required';
  return trimmed.length > LOGISTICS_NO_MAX ? 'console.seller.logistics_too_long' : null;
}

/** What a seller ships an order with: the carrier's code (from `system/config`) and the parcel's number. */
export interface Shipment {
  carrier: string;
  logisticsNo: string;
}

/** A seller's step as sent: confirming, or shipping with its shipment. */
export type SellerStep = { action: 'confirm' } | { action: 'ship'; shipment: Shipment };

/** Null when a carrier was picked, else the i18n key of the problem. */
export function carrierProblem(code: string | null): string | null {
  return code ? null : 'console.seller.carrier_required';
}
