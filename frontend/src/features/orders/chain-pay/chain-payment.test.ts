import { describe, expect, it } from 'vitest';
import { chainPaymentOf, chainPaymentPollMs, isChainPaymentMoving, type ChainPayment } from './chain-payment';

const wire = {
  recharge_id: 'r-1',
  chain: 'ethereum',
  transaction_id: `0x${'ab'.repeat(32)}`,
  amount: 2599,
  state: 'confirming',
  confirmations: 1,
  confirmations_needed: 2,
  reasons: [],
};

const payment = (state: ChainPayment['state']): ChainPayment => ({ ...wire, state });

describe('an order’s chain payment', () => {
  it('is read as the server sends it', () => {
    expect(chainPaymentOf(wire)).toEqual(wire);
  });

  it('is none on an older answer, on an unknown state or without a transaction', () => {
    expect(chainPaymentOf(undefined)).toBeNull();
    expect(chainPaymentOf(null)).toBeNull();
    expect(chainPaymentOf({ ...wire, state: 'lost' })).toBeNull();
    expect(chainPaymentOf({ ...wire, transaction_id: 7 })).toBeNull();
  });

  it('keeps only reason codes and whole, non-negative counts', () => {
    expect(chainPaymentOf({ ...wire, state: 'mismatch', reasons: ['wrong_amount', 3], confirmations: -2 })).toMatchObject({
      reasons: ['wrong_amount'],
      confirmations: 0,
    });
  });

  it('is asked for again often while the chain confirms, less while a reviewer decides, never once settled', () => {
    expect(chainPaymentPollMs(payment('sent'))).toBe(3000);
    expect(chainPaymentPollMs(payment('confirming'))).toBe(3000);
    expect(chainPaymentPollMs(payment('verified'))).toBe(15000);
    expect(chainPaymentPollMs(payment('mismatch'))).toBe(15000);
    for (const state of ['paid', 'rejected', 'credited'] as const) {
      expect(chainPaymentPollMs(payment(state))).toBe(0);
      expect(isChainPaymentMoving(payment(state))).toBe(false);
    }
    expect(chainPaymentPollMs(null)).toBe(0);
  });
});
