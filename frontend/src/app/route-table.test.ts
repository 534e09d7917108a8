import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, type RouteEntry } from './route-table';
import { requiresLogin } from '@/config/route-meta';

function flatten(entries: readonly RouteEntry[]): RouteEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

describe('the route table', () => {
  const named = flatten(ROUTE_TABLE).filter((entry) => entry.name !== undefined);

  it('guards exactly the screens whose name starts with user, cart or console (spec section 2)', () => {
    for (const entry of named) {
      expect({ name: entry.name, guard: entry.guard }).toEqual({
        name: entry.name,
        guard: requiresLogin(entry.name ?? '') ? 'login' : undefined,
      });
    }
  });

  it('declares each path and each name once', () => {
    const paths = named.map((entry) => entry.path);
    const names = named.map((entry) => entry.name);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(names).size).toBe(names.length);
  });
});
