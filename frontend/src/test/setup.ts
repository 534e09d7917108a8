import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';

// findBy*/waitFor wait for the state itself, bounded at 30 s (not 1 s): a lazy screen's first
// import can take seconds on a shared 2-core machine running mypy beside Vitest (15 s was
// reached there on a slower machine), and a bound the machine's speed can reach says nothing
// about the code under test. The tests' own bound (`testTimeout`) is 40 s.
configure({ asyncUtilTimeout: 30_000 });

// jsdom lacks the layout APIs Mantine and React Router touch. Width queries answer as a
// desktop screen would, so the full header (menus, language, account) renders.
const SCREEN_WIDTH_PX = 1280;

function matchesWidth(query: string): boolean {
  const found = /\((min|max)-width:\s*([\d.]+)(em|px)\)/.exec(query);
  if (!found) return false;
  const [, bound, amount = '0', unit] = found;
  const pixels = Number(amount) * (unit === 'em' ? 16 : 1);
  return bound === 'min' ? SCREEN_WIDTH_PX >= pixels : SCREEN_WIDTH_PX <= pixels;
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: matchesWidth(query),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});
window.scrollTo = vi.fn();
class ResizeObserverForTests {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverForTests;
// The banner carousel (embla) watches slides with an IntersectionObserver.
class IntersectionObserverForTests {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverForTests;
// The description's rich-text editor (ProseMirror) measures the caret to scroll it into view;
// jsdom lays nothing out, so every range answers with no boxes.
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
// Nor does it scroll: Mantine's Select scrolls its chosen option into view when it opens (also
// from a timer, after a test may have ended).
Element.prototype.scrollIntoView = () => undefined;
document.elementFromPoint = () => null;

await initI18n('en');

afterEach(() => {
  cleanup();
  // Mantine keeps its notification queue in module state; start every test with none.
  notifications.clean();
  window.localStorage.clear();
});
