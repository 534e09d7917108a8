import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeFetch, ok } from '@/test/fake-api';
import { loggedInState, preloadRoute, renderRoute, sampleUser } from '@/test/render-with-providers';

describe('profile screen', () => {
  // The screen's code loads before the tests, which then wait for the screen, not for modules.
  beforeAll(() => preloadRoute('/user/profile'));

  it('requires a nickname before saving', async () => {
    const { fetchFn, calls } = createFakeFetch((path) => (path === 'mine/info' ? ok(sampleUser) : ok(null)));
    renderRoute('/user/profile', { preloadedState: loggedInState(), services: { fetchFn } });
    const nickname = await screen.findByLabelText(/Nickname/);
    await userEvent.clear(nickname);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter a nickname')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'mine/modify')).toBe(false);
  });

  it('replaces the stored sid with the one the password change answers', async () => {
    const { fetchFn, calls } = createFakeFetch((path) => {
      if (path === 'mine/info') return ok(sampleUser);
      if (path === 'mine/security/change_password') return ok({ sid: 'fresh-sid' });
      return ok(null);
    });
    const { store } = renderRoute('/user/profile', { preloadedState: loggedInState(), services: { fetchFn } });
    await userEvent.type(await screen.findByLabelText('Current password'), 'oldpass1');
    await userEvent.type(screen.getByLabelText('New password'), 'newpass1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => {
      expect(store.getState().session.sid).toBe('fresh-sid');
    });
    expect(calls.find((call) => call.path === 'mine/security/change_password')?.body).toMatchObject({
      old_password: 'oldpass1',
      password: 'newpass1',
    });
  });
});
