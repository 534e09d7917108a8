/** The month under way in UTC, `YYYY-MM`: the latest statement there is. */
export function currentMonth(now: Date = new Date()): string {
  return now.toISOString().slice(0, 7);
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month as the statement call takes it: `YYYY-MM`. */
export function isMonth(text: string): boolean {
  return MONTH.test(text);
}
