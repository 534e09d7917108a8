type MoneyStyle = 'plain' | 'signed';

// Building an Intl.NumberFormat costs far more than using one, and a product grid formats two
// prices per card, so each locale and style gets one formatter for the page's lifetime.
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, style: MoneyStyle): Intl.NumberFormat {
  const key = `${locale}|${style}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: style === 'signed' ? 'exceptZero' : 'auto',
    });
    moneyFormats.set(key, format);
  }
  return format;
}

function dollars(cents: number | string | null | undefined): number {
  const value = Number(cents ?? 0);
  return Number.isFinite(value) ? value / 100 : 0;
}

/** Money is integer cents (USD); shown as value / 100 with 2 decimals. */
export function formatMoney(cents: number | string | null | undefined, locale = 'en'): string {
  return moneyFormat(locale, 'plain').format(dollars(cents));
}

/** A signed change in cents: +$10.00, -$2.50, and $0.00 without a sign. */
export function formatSignedMoney(cents: number | string | null | undefined, locale = 'en'): string {
  return moneyFormat(locale, 'signed').format(dollars(cents));
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
