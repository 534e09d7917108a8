import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, ok } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { LOADING_SCREEN_MAX_MS, LoadingScreen } from './loading-screen';

afterEach(() => {
  vi.useRealTimers();
});

describe('loading screen', () => {
  it('goes away after 5000 ms even when system/config never answers', () => {
    vi.useFakeTimers();
    const { fetchFn } = createFakeFetch(() => new Promise<never>(() => undefined));
    renderWithProviders(<LoadingScreen />, { services: { fetchFn } });
    expect(screen.getByTestId('loading-screen')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(LOADING_SCREEN_MAX_MS - 1);
    });
    expect(screen.getByTestId('loading-screen')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('loading-screen')).not.toBeInTheDocument();
  });

  it('goes away as soon as the site config arrives', async () => {
    const { fetchFn } = createFakeFetch(() => ok({ site_name: 'Bazaar', language_list: [] }));
    renderWithProviders(<LoadingScreen />, { services: { fetchFn } });
    await vi.waitFor(() => {
      expect(screen.queryByTestId('loading-screen')).not.toBeInTheDocument();
    });
  });
});
