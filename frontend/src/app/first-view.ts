import { answerKey, type WrittenAnswers } from '@/shared/api/written-answers';
import { configApi } from '@/shared/config/config-api';
import type { SiteConfig } from '@/shared/config/config-types';
import type { AppStore } from './store';

/** One call's answer as the server wrote it: the call, the body the screen sends, the data. */
interface WrittenAnswer {
  path: string;
  body: Record<string, unknown>;
  data: unknown;
}

/** What the server wrote into index.html for this visit (interfaces/http/first_view.py). */
export interface FirstView {
  config?: SiteConfig;
  /** The language the answers were written in. */
  language?: string;
  answers?: WrittenAnswer[];
}

export const FIRST_VIEW_SCRIPT_ID = 'first-view';

export function readFirstView(document: Document): FirstView {
  const script = document.getElementById(FIRST_VIEW_SCRIPT_ID);
  if (!script?.textContent) return {};
  try {
    return JSON.parse(script.textContent) as FirstView;
  } catch {
    // A page saved or proxied with a broken script still works: the data is fetched instead.
    return {};
  }
}

/** The screen's first answers, for the transport to use instead of asking (a guest's only). */
export function writtenAnswersOf(view: FirstView): WrittenAnswers {
  const answers: WrittenAnswers = new Map();
  if (!view.language) return answers;
  for (const answer of view.answers ?? []) answers.set(answerKey(view.language, answer.path, answer.body), answer.data);
  return answers;
}

/**
 * Puts the page's site configuration into the API cache before the first render, so the
 * loading screen does not wait for a `system/config` round trip. The cached entry refreshes
 * like any other.
 */
export function seedFirstView(store: AppStore, view: FirstView): void {
  // upsertQueryEntries is a plain action, so the entry is there before the first render.
  if (view.config)
    store.dispatch(configApi.util.upsertQueryEntries([{ endpointName: 'getSiteConfig', arg: undefined, value: view.config }]));
}
