import { vi } from 'vitest';

const PHONE_WIDTH_PX = 390;

/** window.matchMedia as a 390 px phone answers width queries (setup.ts answers as a desktop). */
export function phoneScreen(query: string): MediaQueryList {
  const found = /\((min|max)-width:\s*([\d.]+)(em|px)\)/.exec(query);
  const [, bound, amount = '0', unit] = found ?? [];
  const pixels = Number(amount) * (unit === 'em' ? 16 : 1);
  const matches = found ? (bound === 'min' ? PHONE_WIDTH_PX >= pixels : PHONE_WIDTH_PX <= pixels) : false;
  // The deprecated addListener/removeListener are left out: Mantine listens with addEventListener.
  const answer: Omit<MediaQueryList, 'addListener' | 'removeListener'> = {
    matches,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  };
  return answer as MediaQueryList;
}
