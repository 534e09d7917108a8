import { notify, type Notify } from '@/shared/notify';
import type { WrittenAnswers } from './written-answers';

/** Side-effecting collaborators of the API layer, handed to thunks as `extra`. */
export interface AppServices {
  fetchFn: typeof fetch;
  notify: Notify;
  now: () => number;
  storage: Storage;
  /** Last send time per identical POST, for the client-side repeat-submit window. */
  recentSubmits: Map<string, number>;
  /** What the page came with for its first calls (see written-answers). */
  writtenAnswers: WrittenAnswers;
}

export function createDefaultServices(): AppServices {
  return {
    fetchFn: (input, init) => fetch(input, init),
    notify,
    now: () => Date.now(),
    storage: window.localStorage,
    recentSubmits: new Map(),
    writtenAnswers: new Map(),
  };
}
