import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { LoadingScreen } from './layout/loading-screen';
import type { AppRouter } from './router';
import { SessionRefresh } from './session-refresh';
import type { AppStore } from './store';

export function App({ store, router, i18n }: { store: AppStore; router: AppRouter; i18n: I18n }) {
  return (
    <AppProviders store={store} i18n={i18n}>
      <SessionRefresh />
      <RouterProvider router={router} />
      <LoadingScreen />
    </AppProviders>
  );
}
