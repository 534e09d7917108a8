import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { layoutOptionsReset } from '@/store/layout-options-slice';
import { RootLayout } from './layout/root-layout';
import { ROUTE_TABLE, type RouteEntry, type ScreenStart } from './route-table';
import { paths } from '@/config/paths';
import { type RouteHandle } from '@/config/route-meta';
import type { AppStore } from './store';

/** The route meta, with the screen's first calls for the first render (first-screen.ts). */
export interface ScreenHandle extends RouteHandle {
  start?: ScreenStart;
}

function toRouteObject(entry: RouteEntry): RouteObject {
  const handle: ScreenHandle | undefined = entry.name
    ? {
        name: entry.name,
        ...(entry.layout && { layout: entry.layout }),
        ...(entry.guard && { guard: entry.guard }),
        ...(entry.start && { start: entry.start }),
      }
    : undefined;
  const lazy = async () => ({ Component: await entry.load() });
  const common = { ...(handle && { handle }), lazy };
  if (entry.path === undefined) return { index: true, ...common };
  return { path: entry.path, ...common, ...(entry.children && { children: entry.children.map(toRouteObject) }) };
}

/**
 * The router's routes, generated from the route table. Every screen loads on first visit
 * (`lazy`): the initial script holds only the shell (layouts, header, providers, store, i18n),
 * and each page brings its own code and component styles.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // The first load shows the layout (header, footer) at once and the screen when its code
      // has run: the header is the first paint, not a spinner.
      hydrateFallbackElement: <RootLayout loading />,
      children: [...ROUTE_TABLE.map(toRouteObject), { path: '*', element: <Navigate to={paths.error404.getHref()} replace /> }],
    },
  ];
}

type RouterFactory = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

/**
 * Builds the data router (history mode, base "/") and resets the default-layout options on
 * every route change, before the new page renders and applies its own.
 */
export function createAppRouter(store: AppStore, factory: RouterFactory = (routes) => createBrowserRouter(routes)) {
  const router = factory(createRoutes());
  let lastKey = router.state.location.key;
  router.subscribe((state) => {
    if (state.location.key === lastKey) return;
    lastKey = state.location.key;
    store.dispatch(layoutOptionsReset());
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
