import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, ok } from '@/test/fake-api';
import { loggedInState, renderRoute, sampleUser } from '@/test/render-with-providers';
import { layoutOptionsChanged } from '@/store/layout-options-slice';
import { paths } from '@/config/paths';

describe('routing', () => {
  it('sends a guest on /user to log-in with a way back and the login warning', async () => {
    const { router } = renderRoute('/user');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(paths.login.getHref());
    });
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/user');
    expect(await screen.findByText('Please log in first')).toBeInTheDocument();
    // The log-in screen is lazy; under a loaded test run it can arrive after the warning.
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('guards nested user routes too', async () => {
    const { router } = renderRoute('/user/profile');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(paths.login.getHref());
    });
  });

  it('shows the dashboard to a logged-in user', async () => {
    const { fetchFn } = createFakeFetch((path) => (path === 'mine/info' ? ok(sampleUser) : ok(null)));
    renderRoute('/user', { preloadedState: loggedInState(), services: { fetchFn } });
    expect(await screen.findByRole('heading', { name: 'Hello, Ada' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('redirects an unknown path to the 404 screen', async () => {
    const { router } = renderRoute('/no/such/page');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(paths.error404.getHref());
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('uses the empty layout for log-in and the default layout elsewhere', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('resets the default-layout options on every route change', async () => {
    const { store, router } = renderRoute('/');
    act(() => {
      store.dispatch(layoutOptionsChanged({ white: true, showSearch: false }));
    });
    expect(store.getState().layoutOptions.white).toBe(true);
    await act(() => router.navigate(paths.error404.getHref()));
    expect(store.getState().layoutOptions).toMatchObject({
      white: false,
      showLogo: true,
      showBrand: false,
      showSearch: true,
      showDownload: false,
      showSubscribe: true,
      showFixedChat: false,
      theme: 'normal',
    });
  });
});
