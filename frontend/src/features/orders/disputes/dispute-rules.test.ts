import { describe, expect, it } from 'vitest';
import { order } from '@/test/order-fixtures';
import { canExtendReceipt, canOpenDispute, caseFormProblems, maxRefundable } from './dispute-rules';
import { secondsOf } from './wire';

const shipped = order('o1', { status: 'wait_receipt', receipt_deadline: 1741687200 });

describe('case rules', () => {
  it('lets a case ask at most what was paid less what earlier cases refunded', () => {
    expect(maxRefundable({ pay_amount: 2599, refunded_amount: 599 })).toBe(2000);
    expect(maxRefundable({ pay_amount: 2599, refunded_amount: 2599 })).toBe(0);
    expect(canOpenDispute({ ...shipped, refunded_amount: 2599 })).toBe(false);
  });

  it('opens a case only once shipped, until finished, with no other case open', () => {
    expect(canOpenDispute(shipped)).toBe(true);
    expect(canOpenDispute({ ...shipped, status: 'wait_finish' })).toBe(true);
    expect(canOpenDispute({ ...shipped, status: 'finished' })).toBe(false);
    expect(canOpenDispute({ ...shipped, dispute: { dispute_id: 'd1', status: 'escalated' } })).toBe(false);
    expect(canOpenDispute({ ...shipped, dispute: { dispute_id: 'd1', status: 'withdrawn' } })).toBe(true);
  });

  it('extends the receipt deadline once, while the goods are awaited', () => {
    expect(canExtendReceipt(shipped)).toBe(true);
    expect(canExtendReceipt({ ...shipped, receipt_extended: true })).toBe(false);
    expect(canExtendReceipt({ ...shipped, status: 'wait_finish' })).toBe(false);
    expect(canExtendReceipt({ ...shipped, receipt_deadline: null })).toBe(false);
  });

  it('checks the case form: kind, a reason of at most 500 characters, 1 cent to the maximum, at most 6 photos', () => {
    const photo = { path: 'p', url: '/p' };
    const good = { kind: 'return' as const, reason: 'Torn', amount: '25.99', photos: [photo] };
    expect(caseFormProblems(good, 2599)).toEqual({});
    expect(caseFormProblems({ kind: '', reason: ' ', amount: '26', photos: Array.from({ length: 7 }, () => photo) }, 2599)).toEqual({
      kind: 'dispute.form.kind_required',
      reason: 'dispute.field.required',
      amount: 'dispute.form.amount_range',
      photos: 'dispute.form.photos_too_many',
    });
    expect(caseFormProblems({ ...good, reason: 'x'.repeat(501), amount: '0.001' }, 2599)).toEqual({
      reason: 'dispute.field.too_long',
      amount: 'dispute.form.amount_invalid',
    });
  });
});

describe('wire times', () => {
  it('reads the answers’ Unix seconds, and nothing else as a time', () => {
    expect(secondsOf(1_741_687_200)).toBe(1_741_687_200);
    expect(secondsOf(null)).toBeNull();
    expect(secondsOf(Number.NaN)).toBeNull();
  });
});
