import { useCallback, useRef } from 'react';

/** A random UUID v4; `crypto.randomUUID` needs a secure context, so plain http falls back. */
export function newIdempotencyKey(random: Crypto = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyKeys {
  /** The key for this request body: the pending one when the same body is sent again, else a new one. */
  keyFor: (body: object) => string;
  /** The server decided (success or a refusal): the next submission gets a new key. */
  settle: () => void;
}

/**
 * One `Idempotency-Key` per form submission. A retry of the same submission after a failure
 * with no answer (network, time-out) reuses the key, so the server acts at most once; a changed
 * form, or any answer from the server, starts a new one.
 */
export function useIdempotencyKeys(generate: () => string = newIdempotencyKey): IdempotencyKeys {
  const pending = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback(
    (body: object): string => {
      const serialized = JSON.stringify(body);
      if (pending.current?.body !== serialized) pending.current = { body: serialized, key: generate() };
      return pending.current.key;
    },
    [generate],
  );
  const settle = useCallback(() => {
    pending.current = null;
  }, []);
  return { keyFor, settle };
}
