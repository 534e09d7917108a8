import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/notify';
import { createFakeFetch, ok } from '@/test/fake-api';
import { loggedInState, renderWithProviders } from '@/test/render-with-providers';
import type { RootState } from '@/store/root-state';
import { FavoriteHeart } from './favorite-heart';

vi.mock('@/shared/notify', () => ({ notify: vi.fn() }));

function renderHeart(isFavorite: boolean, preloadedState?: Partial<RootState>) {
  const { fetchFn, calls } = createFakeFetch(() => ok({}));
  const router = createMemoryRouter(
    [
      { path: '/product', element: <FavoriteHeart shopGoodsId={42} isFavorite={isFavorite} /> },
      { path: '/login', element: <p>login screen</p> },
    ],
    { initialEntries: ['/product?id=42'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { preloadedState, services: { fetchFn } });
  return { calls, router };
}

describe('favourite heart', () => {
  beforeEach(() => {
    vi.mocked(notify).mockClear();
  });

  it('sends a guest to log-in with the log-in warning and calls nothing', async () => {
    const { calls, router } = renderHeart(false);

    await userEvent.click(screen.getByRole('button', { name: 'Add to my collection' }));

    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/product?id=42')}`);
    expect(notify).toHaveBeenCalledWith('warning', 'Please log in first');
    expect(calls.filter((call) => call.path.startsWith('mine/favorite'))).toEqual([]);
  });

  it('adds the favourite with the collect-success message when turned on', async () => {
    const { calls } = renderHeart(false, loggedInState());

    await userEvent.click(screen.getByRole('button', { name: 'Add to my collection' }));

    const heart = await screen.findByRole('button', { name: 'Remove from my collection' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(calls.find((call) => call.path === 'mine/favorite/add')?.body).toMatchObject({ shop_goods_id: 42 });
    expect(notify).toHaveBeenCalledWith('success', 'Added to my collection');
  });

  it('removes the favourite with the collect-cancel message when turned off', async () => {
    const { calls } = renderHeart(true, loggedInState());

    await userEvent.click(screen.getByRole('button', { name: 'Remove from my collection' }));

    await waitFor(() => {
      expect(notify).toHaveBeenCalledWith('success', 'Removed from my collection');
    });
    expect(calls.find((call) => call.path === 'mine/favorite/del')?.body).toMatchObject({ shop_goods_id: 42 });
    expect(screen.getByRole('button', { name: 'Add to my collection' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps its state when the server refuses the change', async () => {
    const { fetchFn } = createFakeFetch(() => ({ code: 103, msg: 'The record does not exist', data: null }));
    const router = createMemoryRouter([{ path: '/', element: <FavoriteHeart shopGoodsId={9} isFavorite={false} /> }]);
    renderWithProviders(<RouterProvider router={router} />, { preloadedState: loggedInState(), services: { fetchFn } });

    await userEvent.click(screen.getByRole('button', { name: 'Add to my collection' }));

    await waitFor(() => {
      expect(fetchFn).toHaveBeenCalled();
    });
    expect(screen.getByRole('button', { name: 'Add to my collection' })).toHaveAttribute('aria-pressed', 'false');
    expect(notify).not.toHaveBeenCalledWith('success', expect.anything());
  });
});
