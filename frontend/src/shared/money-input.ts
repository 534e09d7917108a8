/**
 * Money typed in a form: currency units with at most 2 decimals in the input, integer cents on
 * the wire. Both directions are exact string arithmetic, so no floating-point rounding ever
 * decides a cent.
 */

/**
 * '12.34' → 1234, '12.3' → 1230, '12' → 1200. Null for anything that is not a plain
 * non-negative decimal with at most 2 decimals (no exponent, sign, hex or thousands separator).
 */
export function dollarsToCents(text: string): number | null {
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match || (match[1] === '' && !match[2])) return null;
  const cents = Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 1234 → '12.34', 5 → '0.05': a stored amount put back into an input (no symbol, no grouping). */
export function centsToDollars(cents: number): string {
  const whole = Math.trunc(Math.abs(cents));
  const sign = cents < 0 ? '-' : '';
  return `${sign}${String(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}
