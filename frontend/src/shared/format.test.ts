import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatSignedMoney } from './format';
import { maskMiddle, maskPhone } from './mask';

describe('formatMoney', () => {
  it('divides cents by 100 and shows 2 decimals in USD', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(100)).toBe('$1.00');
    expect(formatMoney(null)).toBe('$0.00');
  });

  it('keeps plain and signed amounts apart when both are shown', () => {
    expect(formatSignedMoney(1000)).toBe('+$10.00');
    expect(formatMoney(1000)).toBe('$10.00');
    expect(formatSignedMoney(-250)).toBe('-$2.50');
    expect(formatSignedMoney(0)).toBe('$0.00');
  });

  it('follows the locale asked for', () => {
    expect(formatMoney(123456, 'de')).toBe('1.234,56\u00a0$');
    expect(formatMoney(123456)).toBe('$1,234.56');
  });
});

describe('formatDateTime', () => {
  it('formats Unix seconds as YYYY-MM-DD HH:mm in local time', () => {
    const seconds = new Date(2025, 0, 2, 3, 4, 59).getTime() / 1000;
    expect(formatDateTime(seconds)).toBe('2025-01-02 03:04');
  });

  it('shows nothing for a missing time', () => {
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('masking', () => {
  it('masks the middle of an 11-digit mobile number starting with 1', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('leaves other phone numbers alone', () => {
    expect(maskPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(maskPhone('23812345678')).toBe('23812345678');
  });

  it('hides the middle of longer strings only', () => {
    expect(maskMiddle('abcdefghij', 2, 2)).toBe('ab******ij');
    expect(maskMiddle('abc', 2, 2)).toBe('abc');
  });
});
