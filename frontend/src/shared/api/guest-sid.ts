const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const GUEST_SID_LENGTH = 32;

/** A 32-character alphanumeric sid from the platform's CSPRNG, without modulo bias. */
export function generateGuestSid(random: Crypto = globalThis.crypto): string {
  // 248 is the largest multiple of 62 below 256; bytes at or above it are dropped.
  const limit = 256 - (256 % ALPHABET.length);
  let sid = '';
  while (sid.length < GUEST_SID_LENGTH) {
    const bytes = random.getRandomValues(new Uint8Array(GUEST_SID_LENGTH * 2));
    for (const byte of bytes) {
      if (byte < limit && sid.length < GUEST_SID_LENGTH) sid += ALPHABET.charAt(byte % ALPHABET.length);
    }
  }
  return sid;
}
