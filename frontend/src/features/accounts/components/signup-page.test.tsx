import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, ok } from '@/test/fake-api';
import { renderRoute, sampleUser } from '@/test/render-with-providers';

describe('sign-up screen', () => {
  it('refuses a confirmation that differs from the password', async () => {
    const { fetchFn, calls } = createFakeFetch();
    renderRoute('/signup', { services: { fetchFn } });
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('The password inputs were inconsistent twice')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'user/signup')).toHaveLength(0);
  });

  it('sends a sign-up code and counts down 60 seconds', async () => {
    const { fetchFn, calls } = createFakeFetch(() => ok(null));
    renderRoute('/signup', { services: { fetchFn } });
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    expect(calls.find((call) => call.path === 'user/send_code')?.body).toMatchObject({
      email: 'ada@example.com',
      scene: 'signup',
    });
  });

  it('stores the server sid and user after signing up', async () => {
    const { fetchFn } = createFakeFetch((path) =>
      path === 'user/signup' ? ok({ sid: 'server-made-sid', uid: 7, user_info: sampleUser }) : ok(null),
    );
    const { store, router } = renderRoute('/signup', { services: { fetchFn } });
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret1');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/user');
    });
    expect(store.getState().session).toMatchObject({ sid: 'server-made-sid', uid: '7', guest: false });
  });
});
