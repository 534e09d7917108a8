// A datetime-local <input>'s value and Unix seconds, both ways (the viewer's time zone).

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * A datetime-local value (the viewer's time zone, to the minute) as Unix seconds, or null. The
 * moment is the end of that minute: times are shown as HH:mm, so an event listed at 10:30 counts
 * in the balance "at 10:30".
 */
export function localInputToSeconds(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const millis = new Date(value).getTime();
  return Number.isFinite(millis) ? Math.floor(millis / 1000) + 59 : null;
}

/** Unix seconds as a datetime-local value in the viewer's time zone. */
export function secondsToLocalInput(seconds: number): string {
  const date = new Date(seconds * 1000);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}
