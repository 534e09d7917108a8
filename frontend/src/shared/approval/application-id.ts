/** An id from the address bar: the server's ids are short opaque strings (uuid hex). */
export function applicationIdParam(value: string | undefined): string | undefined {
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
}

/** The first 8 characters, enough to tell applications apart on screen; details show the whole id. */
export function shortId(id: string | number): string {
  return String(id).slice(0, 8);
}
