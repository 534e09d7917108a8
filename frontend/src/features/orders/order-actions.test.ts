import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status';
import { actionsFor, orderErrorMessage, refundReasonProblem, trackNumberProblem } from './order-actions';

describe('order actions by status', () => {
  it('lets the shopper pay or cancel only while waiting for payment', () => {
    expect(actionsFor('wait_payment')).toEqual(['pay', 'cancel']);
  });

  it('offers a refund while waiting for confirmation or delivery', () => {
    expect(actionsFor('wait_confirm')).toEqual(['refund']);
    expect(actionsFor('wait_ship')).toEqual(['refund']);
  });

  it('offers confirming receipt once shipped', () => {
    expect(actionsFor('wait_receipt')).toEqual(['confirm_receipt']);
  });

  it('offers nothing in the other statuses', () => {
    const rest = ORDER_STATUSES.filter((status) => !['wait_payment', 'wait_confirm', 'wait_ship', 'wait_receipt'].includes(status));
    expect(rest.map(actionsFor)).toEqual(rest.map(() => []));
  });
});

describe('order messages and validation', () => {
  it('words 106 on payment as the pay catalogue entry', () => {
    const error = { kind: 'APIError', code: 106, message: 'Insufficient balance', data: null } as const;
    expect(orderErrorMessage(error, 'x')).toBe('Insufficient balance, unpaid successfully');
  });

  it('needs a refund reason of at most 500 characters', () => {
    expect(refundReasonProblem('  ')).toBe('order.refund.reason_required');
    expect(refundReasonProblem('x'.repeat(501))).toBe('order.refund.reason_too_long');
    expect(refundReasonProblem('broken')).toBeNull();
  });

  it('needs an order number to track', () => {
    expect(trackNumberProblem(' ')).toBe('track.form.required');
    expect(trackNumberProblem('SN1')).toBeNull();
  });
});
