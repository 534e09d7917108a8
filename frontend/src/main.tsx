import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/mantine-styles';
import { App } from './app/app';
import { firstScreenReady } from './app/first-screen';
import { readFirstView, seedFirstView, writtenAnswersOf } from './app/first-view';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { initI18n } from './shared/i18n/i18n';
import { showCarriedNotice } from '@/shared/notify';
import { loadSession } from '@/store/session/session-storage';

// Spec section 8: unhandled promise rejections are silenced; failed calls already told the user.
window.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
});

/** Resumes in a task of its own, so the browser can take a tap or a scroll in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

async function start(): Promise<void> {
  const session = loadSession(window.localStorage);
  const i18n = await initI18n(session.language);
  // Start-up runs right after the entry chunk's evaluation, in the same task: each step below
  // takes its own, so none of them adds to one long task on a slow phone.
  await nextTask();
  const firstView = readFirstView(document);
  const store = makeStore({ session }, { writtenAnswers: writtenAnswersOf(firstView) });
  seedFirstView(store, firstView);
  await nextTask();
  const router = createAppRouter(store);
  await firstScreenReady(router, store, firstView);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root element is missing from index.html');
  const render = (): void => {
    createRoot(root).render(
      <StrictMode>
        <App store={store} router={router} i18n={i18n} />
      </StrictMode>,
    );
  };
  // A transition renders the first screen in slices of a few ms, so a slow phone's main thread
  // is never blocked long. Only once the router has initialized: it tells its state to whoever
  // subscribed when it did, and RouterProvider subscribes only when its render commits. A router
  // initializing between two slices would leave the screen on its fallback for good.
  if (router.state.initialized) startTransition(render);
  else render();
  showCarriedNotice();
}

void start();
