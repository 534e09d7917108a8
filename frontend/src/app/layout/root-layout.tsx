import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { isRouteHandle, loginPath, type RouteHandle } from '@/app/routes';
import { useAppSelector } from '@/app/hooks';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';
import { notify } from '@/shared/notify';
import { selectUser } from '../session/session-slice';
import { DefaultLayout } from './default-layout';
import { EmptyLayout } from './empty-layout';

function useRouteHandles(): RouteHandle[] {
  return useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle);
}

/** A guest on a login-only route is warned and sent to log-in, with a way back. */
function LoginRedirect() {
  const { t } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    notify('warning', t('index.login_tip'));
  }, [t]);
  return <Navigate to={loginPath(location.pathname + location.search)} replace />;
}

/** Title and favicon follow the site config. */
function useSiteIdentity(): void {
  const { data: config } = useGetSiteConfigQuery();
  useEffect(() => {
    if (!config) return;
    if (config.site_name) document.title = config.site_name;
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon && config.fav_icon_url) icon.href = config.fav_icon_url;
  }, [config]);
}

export function RootLayout() {
  const handles = useRouteHandles();
  const user = useAppSelector(selectUser);
  useSiteIdentity();

  const needsLogin = handles.some((handle) => handle.guard === 'login');
  if (needsLogin && !user) return <LoginRedirect />;

  const layout = handles.at(-1)?.layout;
  if (layout === 'bare') {
    // The screen brings its own shell (the console's AppShell, with its own <main>).
    return (
      <>
        <Outlet />
        <ScrollRestoration />
      </>
    );
  }
  const Layout = layout === 'empty' ? EmptyLayout : DefaultLayout;
  return (
    <Layout>
      <Outlet />
      <ScrollRestoration />
    </Layout>
  );
}
