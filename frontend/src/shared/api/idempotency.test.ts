import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, useIdempotencyKeys } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  it('are version 4 UUIDs, also where crypto.randomUUID is missing (plain http)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const withoutRandomUuid = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) } as Crypto;
    expect(newIdempotencyKey(withoutRandomUuid)).toMatch(UUID);
    expect(newIdempotencyKey(withoutRandomUuid)).not.toBe(newIdempotencyKey(withoutRandomUuid));
  });

  it('reuse the key while the same submission is retried, and start a new one once it is settled', () => {
    const { result } = renderHook(() => useIdempotencyKeys());
    const first = result.current.keyFor({ amount: 1000 });
    expect(result.current.keyFor({ amount: 1000 })).toBe(first);
    act(() => {
      result.current.settle();
    });
    expect(result.current.keyFor({ amount: 1000 })).not.toBe(first);
  });

  it('start a new key when the form changed between attempts', () => {
    const { result } = renderHook(() => useIdempotencyKeys());
    const first = result.current.keyFor({ amount: 1000 });
    expect(result.current.keyFor({ amount: 2000 })).not.toBe(first);
  });
});
