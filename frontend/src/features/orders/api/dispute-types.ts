/**
 * Issue 30's wire types, written by hand from the lead's contract (briefs/contract.md) until
 * src/api/schema.d.ts is regenerated from the server: then each of these becomes an alias of
 * its `components['schemas'][...]` twin, as order-types.ts does. Every name here says which
 * answer or request it is.
 */

/** A time on the wire: Unix seconds, as in every answer of the API. */
export type WireTime = number;

export const DISPUTE_STATUSES = [
  'open',
  'offered',
  'return_requested',
  'return_shipped',
  'refused',
  'escalated',
  'refunded',
  'withdrawn',
  'decided',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** The statuses a case ends in: money moved, the buyer withdrew, or an arbiter decided nothing. */
export const ENDED_DISPUTE_STATUSES: readonly DisputeStatus[] = ['refunded', 'withdrawn', 'decided'];

export const DISPUTE_KINDS = ['not_received', 'not_as_described', 'return'] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];

export type DisputeParty = 'buyer' | 'seller' | 'arbiter';

/** Order rows' `dispute`: the open or the last case of the order. */
export interface OrderDisputeRef {
  dispute_id: string;
  status: DisputeStatus;
}

/** The fields issue 30 adds to every order answer (order/*, console/order/*). */
export interface OrderDisputeFields {
  /** When the system confirms receipt; stands still while a case is open. */
  receipt_deadline: WireTime | null;
  /** The buyer used their one extension. */
  receipt_extended: boolean;
  /** Cents refunded so far by cases. */
  refunded_amount: number;
  dispute: OrderDisputeRef | null;
}

/** order/dispute/open's body. `images` are paths the private upload answered. */
export interface DisputeOpenRequest {
  order_id: string;
  kind: DisputeKind;
  reason: string;
  amount: number;
  images?: string[];
}

export interface DisputeOpenAnswer {
  dispute_id: string;
}

/** console/dispute/list's row. */
export interface DisputeRow {
  dispute_id: string;
  order_id: string;
  order_sn: string;
  kind: DisputeKind;
  status: DisputeStatus;
  requested_amount: number;
  offered_amount: number | null;
  refund_amount: number | null;
  respond_by: WireTime | null;
  waiting_for: DisputeParty | null;
  shop_id: number;
  shop_name: string;
  buyer_nickname: string;
  opened_at: WireTime;
  updated_at: WireTime;
}

/** The steps the system writes into a case, worded by the reader's language. */
export const DISPUTE_EVENTS = [
  'opened',
  'offered',
  'accepted',
  'return_requested',
  'return_shipped',
  'return_received',
  'refused',
  'escalated',
  'decided',
  'refunded',
  'withdrawn',
  'lapsed',
  'seller_silent',
  'offer_accepted',
  'buyer_silent',
] as const;
export type DisputeEvent = (typeof DISPUTE_EVENTS)[number];

/** One line of a case's timeline; a system line has `event` (and `amount` when money is named). */
export interface DisputeMessage {
  role: DisputeParty | 'system';
  event: string | null;
  text: string;
  images: string[];
  amount: number | null;
  time: WireTime;
}

export interface DisputeDecision {
  refund_amount: number;
  remark: string;
  time: WireTime;
}

/** What the caller may do now. */
export type DisputeAction =
  | 'message'
  | 'withdraw'
  | 'accept_offer'
  | 'return_shipped'
  | 'escalate'
  | 'accept'
  | 'offer'
  | 'return'
  | 'refuse'
  | 'return_received'
  | 'decide';

/** order/dispute/detail's answer (buyer, the order's seller, or an arbiter). */
export interface DisputeDetail extends DisputeRow {
  reason: string;
  max_amount: number;
  pay_amount: number;
  total: number;
  logistics_no: string | null;
  carrier_name: string;
  tracking_url: string | null;
  return_address: string | null;
  return_logistics_no: string | null;
  messages: DisputeMessage[];
  decision: DisputeDecision | null;
  approvals: number;
  approvals_needed: number;
  actions: DisputeAction[];
}

/** console/dispute/list's body; `role` "arbiter" lists every shop's cases (reviewer role). */
export interface DisputeListRequest {
  status?: DisputeStatus;
  role: 'seller' | 'arbiter';
  page: number;
}

export interface DisputeMessageRequest {
  dispute_id: string;
  text: string;
  images?: string[];
}

/** console/dispute/respond's body. */
export interface DisputeRespondRequest {
  dispute_id: string;
  action: 'accept' | 'offer' | 'return' | 'refuse';
  amount?: number;
  return_address?: string;
  text: string;
}

export interface DisputeDecideRequest {
  dispute_id: string;
  refund_amount: number;
  remark: string;
}

/** console/dispute/decide's answer: fewer approvals than needed means a second arbiter must agree. */
export interface DisputeDecideAnswer {
  approvals: number;
  approvals_needed: number;
}
