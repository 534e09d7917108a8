import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, amountMessageValues, checkWalletAmount, dollarsToCents, effectiveStep, narrowedBy, wholeBalanceAmount } from './amount';

const limits = { min: 1000, max: 5000000, step: 1000 };

describe('dollarsToCents', () => {
  it.each([
    ['12.34', 1234],
    ['12.3', 1230],
    ['12', 1200],
    ['0.07', 7],
    ['.5', 50],
    ['5.', 500],
    [' 19.99 ', 1999],
    ['0.29', 29],
    ['1234567.89', 123456789],
  ])('reads %s dollars as %i cents, without floating-point rounding', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['', '.', '12.345', '-5', '+5', '1e3', '0x10', '1,000', '12 34', 'abc'])('refuses %j', (text) => {
    expect(dollarsToCents(text)).toBeNull();
  });
});

describe('the amount rule (spec section 5) in cents', () => {
  it('asks for an amount first', () => {
    expect(checkWalletAmount('  ', limits)).toBe('required');
  });

  it.each(['0', '0.00', '-10', 'ten', '1e3'])('wants %j to be a positive amount', (text) => {
    expect(checkWalletAmount(text, limits)).toBe('positive');
  });

  it('allows at most 2 decimals', () => {
    expect(checkWalletAmount('10.001', limits)).toBe('decimals');
  });

  it('checks the minimum before the step and the step before the maximum', () => {
    expect(checkWalletAmount('5', limits)).toBe('below_min');
    expect(checkWalletAmount('15', limits)).toBe('step');
    expect(checkWalletAmount('50010', limits)).toBe('above_max');
    expect(checkWalletAmount('60005', limits)).toBe('step');
  });

  it('accepts whole multiples of the step within the limits', () => {
    expect(checkWalletAmount('10', limits)).toBeNull();
    expect(checkWalletAmount('50000.00', limits)).toBeNull();
  });

  it('uses the minimum as the step when the step is 0', () => {
    const noStep = { min: 2500, max: 100000, step: 0 };
    expect(effectiveStep(noStep)).toBe(2500);
    expect(checkWalletAmount('30', noStep)).toBe('step');
    expect(checkWalletAmount('50', noStep)).toBeNull();
  });

  it('treats a limit of 0 as not given', () => {
    expect(checkWalletAmount('0.01', { min: 0, max: 0, step: 0 })).toBeNull();
  });

  it('names the limits in dollars for the messages', () => {
    expect(amountMessageValues(limits)).toEqual({ min: '$10.00', max: '$50,000.00', step: '$10.00' });
    expect(AMOUNT_MESSAGES.below_min).toBe('wallet.amount.at_least');
  });
});

describe('narrowedBy', () => {
  const site = { min: 1000, max: 5_000_000, step: 0 };

  it('takes the larger minimum and the smaller maximum, keeping the site step', () => {
    expect(narrowedBy(site, { min: 2000, max: 1_000_000 })).toEqual({ min: 2000, max: 1_000_000, step: 1000 });
  });

  it('ignores limits a method leaves at 0 and keeps the site limits without a method', () => {
    expect(narrowedBy(site, { min: 0, max: 0 })).toEqual({ min: 1000, max: 5_000_000, step: 1000 });
    expect(narrowedBy(site, undefined)).toBe(site);
  });
});

describe('wholeBalanceAmount', () => {
  const limits = { min: 1000, max: 100000, step: 1 };
  it('is the whole balance when a cent is the step', () => {
    expect(wholeBalanceAmount(1393, limits)).toBe(1393);
  });
  it('keeps back what the step or the maximum does not allow', () => {
    expect(wholeBalanceAmount(1393, { ...limits, step: 0 })).toBe(1000);
    expect(wholeBalanceAmount(250000, limits)).toBe(100000);
  });
  it('is none below the minimum', () => {
    expect(wholeBalanceAmount(393, limits)).toBeNull();
    expect(wholeBalanceAmount(0, { min: 0, max: 0, step: 0 })).toBeNull();
  });
});
