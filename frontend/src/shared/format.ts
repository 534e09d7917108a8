/** Money is integer cents (USD); shown as value / 100 with 2 decimals. */
export function formatMoney(cents: number | string | null | undefined, locale = 'en'): string {
  const value = Number(cents ?? 0);
  const amount = Number.isFinite(value) ? value / 100 : 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A signed change in cents: +$10.00, -$2.50, and $0.00 without a sign. */
export function formatSignedMoney(cents: number | string | null | undefined, locale = 'en'): string {
  const value = Number(cents ?? 0);
  const amount = Number.isFinite(value) ? value / 100 : 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(amount);
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** `*_time` fields are Unix seconds; shown as YYYY-MM-DD HH:mm in the viewer's time zone. */
export function formatDateTime(unixSeconds: number | null | undefined): string {
  if (unixSeconds === null || unixSeconds === undefined || !Number.isFinite(unixSeconds)) return '';
  const date = new Date(unixSeconds * 1000);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}
