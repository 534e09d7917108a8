/** Hides the middle of a string, keeping `head` and `tail` characters visible. */
export function maskMiddle(value: string, head = 3, tail = 4, mark = '*'): string {
  if (value.length <= head + tail) return value;
  return value.slice(0, head) + mark.repeat(value.length - head - tail) + value.slice(value.length - tail);
}

/** An 11-digit mobile number starting with 1 shows as 138****5678; anything else is unchanged. */
export function maskPhone(phone: string): string {
  return /^1\d{10}$/.test(phone) ? maskMiddle(phone, 3, 4) : phone;
}
