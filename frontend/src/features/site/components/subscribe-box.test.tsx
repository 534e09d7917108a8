import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, ok } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { SubscribeBox } from './subscribe-box';

describe('newsletter subscribe box', () => {
  it('warns about an empty e-mail without calling the server', async () => {
    const { fetchFn, calls } = createFakeFetch();
    renderWithProviders(<SubscribeBox />, { services: { fetchFn } });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('subscribes, says thank you and clears the field', async () => {
    const { fetchFn, calls } = createFakeFetch(() => ok(null));
    renderWithProviders(<SubscribeBox />, { services: { fetchFn } });
    const field = screen.getByLabelText('Email address');
    await userEvent.type(field, 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: 'support/newsletter/subscribe', body: { email: 'ada@example.com' } });
    expect(field).toHaveValue('');
  });

  it('keeps the address when the server refuses it', async () => {
    const { fetchFn } = createFakeFetch(() => ({ code: 102, msg: 'Error parameters', data: null }));
    renderWithProviders(<SubscribeBox />, { services: { fetchFn } });
    const field = screen.getByLabelText('Email address');
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Subscribe' })).not.toHaveAttribute('data-loading');
    });
    expect(field).toHaveValue('not-an-address');
    expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument();
  });
});
