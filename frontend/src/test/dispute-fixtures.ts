import type { DisputeDetail, DisputeRow } from '@/features/orders/api/dispute-types';

/** A case as console/dispute/list answers it: asked $12.00 about order o1, waiting for the seller. */
export function disputeRow(overrides: Partial<DisputeRow> = {}): DisputeRow {
  return {
    dispute_id: 'd1',
    order_id: 'o1',
    order_sn: 'SNo1',
    kind: 'not_as_described',
    status: 'open',
    requested_amount: 1200,
    offered_amount: null,
    refund_amount: null,
    respond_by: 1741082400,
    waiting_for: 'seller',
    shop_id: 1,
    shop_name: 'Sunrise Store',
    buyer_nickname: 'Grace',
    opened_at: 1740823200,
    updated_at: 1740823200,
    ...overrides,
  };
}

/** A case as order/dispute/detail answers it: the opening's system line and the buyer's photos. */
export function disputeDetail(overrides: Partial<DisputeDetail> = {}): DisputeDetail {
  return {
    ...disputeRow(),
    reason: 'The sleeve is torn',
    max_amount: 2599,
    pay_amount: 2599,
    total: 2599,
    logistics_no: 'SF123',
    carrier_name: 'SF Express',
    tracking_url: 'https://sf.test/track/SF123',
    return_address: null,
    return_logistics_no: null,
    // As the server records steps: under the party that took them, with its text and photos.
    messages: [
      { role: 'buyer', event: 'opened', text: 'See the photos', images: ['/uploads/private/a.png', '/uploads/private/b.png'], amount: 1200, time: 1740823200 },
      { role: 'buyer', event: null, text: 'Any news?', images: [], amount: null, time: 1740823260 },
    ],
    decision: null,
    approvals: 0,
    approvals_needed: 1,
    actions: ['message', 'withdraw'],
    ...overrides,
  };
}
