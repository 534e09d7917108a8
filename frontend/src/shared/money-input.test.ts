import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './money-input';

describe('money typed in a form', () => {
  it.each([
    [1234, '12.34'],
    [5, '0.05'],
    [100, '1.00'],
    [0, '0.00'],
    [1_000_000_000, '10000000.00'],
  ])('puts %i cents back into an input as %s', (cents, text) => {
    expect(centsToDollars(cents)).toBe(text);
    expect(dollarsToCents(text)).toBe(cents);
  });

  it('reads at most two decimals and nothing signed', () => {
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('12.345')).toBeNull();
    expect(dollarsToCents('-1')).toBeNull();
  });
});
