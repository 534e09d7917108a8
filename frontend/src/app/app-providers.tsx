import { DirectionProvider, MantineProvider } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { useNoticeHostWanted } from '@/shared/notice-host';
import { directionOf, isLanguage, DEFAULT_LANGUAGE } from '@/shared/i18n/languages';
import { FeatureSlots } from './feature-slots';
import type { AppStore } from './store';
import { cssVariablesResolver, theme } from './theme';

const NotificationsHost = lazy(async () => ({ default: (await import('./notifications-host')).NotificationsHost }));

function LazyNotifications() {
  const wanted = useNoticeHostWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

export interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals (used by the unit tests). */
  mantineEnv?: 'default' | 'test';
}

/** Store, translations, direction (rtl for Arabic) and the component library, in that order. */
export function AppProviders({ store, i18n, children, mantineEnv = 'default' }: AppProvidersProps) {
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={mantineEnv}>
            <LazyNotifications />
            <FeatureSlots>{children}</FeatureSlots>
          </MantineProvider>
        </DirectionProvider>
      </I18nextProvider>
    </Provider>
  );
}
