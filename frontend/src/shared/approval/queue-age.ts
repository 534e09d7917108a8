const HOUR = 3600;
const DAY = 24 * HOUR;

export type AgeUnit = 'minute' | 'hour' | 'day';

/** How long an application has waited, in the largest unit that fits: minutes, hours (< 2 days), days. */
export function ageOf(addTime: number, nowSeconds: number): { value: number; unit: AgeUnit } {
  const seconds = Math.max(0, nowSeconds - addTime);
  if (seconds < HOUR) return { value: Math.floor(seconds / 60), unit: 'minute' };
  if (seconds < 2 * DAY) return { value: Math.floor(seconds / HOUR), unit: 'hour' };
  return { value: Math.floor(seconds / DAY), unit: 'day' };
}

const formats = new Map<string, Intl.NumberFormat>();

/** "3 h", "2 d", "5 min" in the viewer's language (Intl's narrow units, so no texts to translate). */
export function formatAge(addTime: number, nowSeconds: number, locale: string): string {
  const { value, unit } = ageOf(addTime, nowSeconds);
  const key = `${locale}|${unit}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' });
    formats.set(key, format);
  }
  return format.format(value);
}

/** A whole number of hours typed in a filter, or undefined. */
export function hoursParam(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,5}$/.test(value.trim())) return undefined;
  const hours = Number(value);
  return hours > 0 ? hours : undefined;
}

/** The row props of a queue item: overdue rows are tinted (the age cell also says so in words). */
export function overdueRow(overdue: boolean | undefined): { 'data-overdue'?: boolean; bg?: string } {
  return overdue ? { 'data-overdue': true, bg: 'var(--mantine-color-red-light)' } : {};
}

/** Now, in Unix seconds, for the age column. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
