import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { paths } from '@/config/paths';
import { isRouteHandle, type RouteHandle } from '@/config/route-meta';
import { useAppSelector } from '@/store/hooks';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';
import { useAfterFirstPaint } from '@/shared/after-first-paint';
import { notify } from '@/shared/notify';
import { selectUser } from '@/store/session/session-slice';
import { DefaultLayout } from './default-layout';
import { EmptyLayout } from './empty-layout';
import { RouteFallback } from './route-fallback';

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
  return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
}

/** Title and favicon follow the site config; the icon is fetched after the first paint. */
function useSiteIdentity(): void {
  const { data: config } = useGetSiteConfigQuery();
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!config) return;
    if (config.site_name) document.title = config.site_name;
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (painted && icon && config.fav_icon_url) icon.href = config.fav_icon_url;
  }, [config, painted]);
}

/**
 * `loading`: the first load, while the screen's code arrives (the router's hydrate fallback).
 * The layout shows at once; the screen's place is held a full screen tall, so the footer does
 * not show and then jump when the screen comes.
 */
export function RootLayout({ loading = false }: { loading?: boolean }) {
  const handles = useRouteHandles();
  const user = useAppSelector(selectUser);
  useSiteIdentity();

  const needsLogin = handles.some((handle) => handle.guard === 'login');
  if (needsLogin && !user) return <LoginRedirect />;

  const layout = handles.at(-1)?.layout;
  if (layout === 'bare') {
    if (loading) return <RouteFallback fullScreen />;
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
      {loading ? <RouteFallback fullScreen /> : <Outlet />}
      <ScrollRestoration />
    </Layout>
  );
}
