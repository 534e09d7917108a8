import type { FirstView } from './first-view';
import type { AppRouter, ScreenHandle } from './router';
import type { AppStore } from './store';

/**
 * How long the first render waits for the screen's code. The landing screens' chunks are named
 * in index.html and arrive with the entry; another screen's code is fetched only now, and the
 * layout (header, footer) shows after this long rather than after its download.
 */
export const SCREEN_CODE_WAIT_MS = 300;

function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Decodes the pictures the server named for the first screen (its `<link rel="preload"
 * as="image">` hints). A picture still decoding when its first frame is drawn appears a frame
 * or more later than the rest of the screen; decoded beforehand, off the main thread, it
 * paints with them. A picture that fails is left to the screen's own fallback.
 */
export function firstPicturesDecoded(document: Document): Promise<void> {
  const hints = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  const decoded = Array.from(hints, (hint) => {
    const picture = new Image();
    picture.src = hint.href;
    return picture.decode().catch(() => undefined);
  });
  return Promise.all(decoded).then(() => undefined);
}

/**
 * When the server wrote the screen's first answers into the page (for a guest in that language,
 * as the transport uses them), waits until the first render can show the screen itself: its
 * code has run and those answers are in the API cache. The first commit is then the whole screen
 * with its largest picture, instead of the layout, then the screen's skeleton, then the data,
 * each a render and commit of its own before the browser paints.
 */
export async function firstScreenReady(router: AppRouter, store: AppStore, view: FirstView): Promise<void> {
  const session = store.getState().session;
  // Without written answers the screen would render its skeleton anyway: the layout shows
  // first, as the router's hydrate fallback, while the screen's code runs.
  if (!view.answers?.length || !session.guest || session.language !== view.language) return;
  await Promise.race([routerReady(router), delay(SCREEN_CODE_WAIT_MS)]);
  if (!router.state.initialized) return;
  const search = new URLSearchParams(router.state.location.search);
  const started: Promise<unknown>[] = [];
  for (const match of router.state.matches) {
    const start = (match.route.handle as ScreenHandle | undefined)?.start;
    if (start) started.push(start(store, search));
  }
  // The pictures arrive with the code (preloaded), so this rarely waits; when it would, the
  // screen is not held back longer than for its code.
  await Promise.all([...started, Promise.race([firstPicturesDecoded(document), delay(SCREEN_CODE_WAIT_MS)])]);
}
