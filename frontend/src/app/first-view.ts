import { configApi } from '@/shared/config/config-api';
import type { SiteConfig } from '@/shared/config/config-types';
import type { AppStore } from './store';

/** What the server wrote into index.html for this visit (interfaces/http/first_view.py). */
interface FirstView {
  config?: SiteConfig;
}

export const FIRST_VIEW_SCRIPT_ID = 'first-view';

function readFirstView(document: Document): FirstView {
  const script = document.getElementById(FIRST_VIEW_SCRIPT_ID);
  if (!script?.textContent) return {};
  try {
    return JSON.parse(script.textContent) as FirstView;
  } catch {
    // A page saved or proxied with a broken script still works: the data is fetched instead.
    return {};
  }
}

/**
 * Puts the page's site configuration into the API cache before the first render, so the
 * loading screen does not wait for a `system/config` round trip. The cached entry refreshes
 * like any other.
 */
export function seedFirstView(store: AppStore, document: Document): void {
  const { config } = readFirstView(document);
  // upsertQueryEntries is a plain action, so the entry is there before the first render.
  if (config) store.dispatch(configApi.util.upsertQueryEntries([{ endpointName: 'getSiteConfig', arg: undefined, value: config }]));
}
