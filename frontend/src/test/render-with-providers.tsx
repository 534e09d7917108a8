import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, matchRoutes } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { createAppRouter, createRoutes, type AppRouter } from '@/app/router';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import type { AppServices } from '@/shared/api/services';
import { i18n } from '@/shared/i18n/i18n';
import type { UserInfo } from '@/store/session/session-types';
import { createFakeFetch } from './fake-api';
import { MemoryStorage } from './memory-storage';

export interface TestOptions {
  preloadedState?: Partial<RootState>;
  services?: Partial<AppServices>;
}

export function makeTestStore({ preloadedState, services }: TestOptions = {}): AppStore {
  return makeStore(preloadedState, {
    fetchFn: createFakeFetch().fetchFn,
    storage: new MemoryStorage(),
    notify: vi.fn(),
    ...services,
  });
}

export function renderWithProviders(ui: ReactElement, options: TestOptions = {}): RenderResult & { store: AppStore } {
  const store = makeTestStore(options);
  return { store, ...render(<AppProviders store={store} i18n={i18n} mantineEnv="test">{ui}</AppProviders>) };
}

/**
 * Imports the code of the screens the route table shows at `path` (the router imports each
 * screen on its first visit). A test that awaits it before rendering then waits for what the
 * screen does, not for its modules to load, which on a loaded machine can outlast any wait.
 */
export async function preloadRoute(path: string): Promise<void> {
  const matches = matchRoutes(createRoutes(), path) ?? [];
  const loads: Promise<unknown>[] = [];
  for (const { route } of matches) {
    if (typeof route.lazy === 'function') loads.push(route.lazy());
  }
  await Promise.all(loads);
}

/** Renders the real route table in a memory router starting at `path`. */
export function renderRoute(
  path: string,
  options: TestOptions = {},
): RenderResult & { store: AppStore; router: AppRouter } {
  const store = makeTestStore(options);
  const router = createAppRouter(store, (routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const result = render(
    <AppProviders store={store} i18n={i18n} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, ...result };
}

export const sampleUser: UserInfo = {
  uid: 7,
  email: 'ada@example.com',
  nickname: 'Ada',
  avatar: 'avatars/ada.png',
  avatar_url: '/uploads/avatars/ada.png',
  phone: '13812345678',
  shop_state: 0,
  shop_token: '',
  seller_url: '',
  roles: [],
};

export function loggedInState(user: UserInfo = sampleUser): Partial<RootState> {
  return {
    session: { uid: String(user.uid), sid: 'S'.repeat(32), guest: false, user, rememberMe: false, language: 'en' },
  };
}
