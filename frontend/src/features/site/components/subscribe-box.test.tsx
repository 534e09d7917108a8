import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, ok } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { sampleConfig } from '@/test/wallet-fixtures';
import { SubscribeBox } from './subscribe-box';

const CONFIRM_HINT = 'Almost done: open the link we have e-mailed you to confirm your subscription.';

describe('newsletter subscribe box', () => {
  it('warns about an empty e-mail without subscribing', async () => {
    const { fetchFn, calls } = createFakeFetch();
    renderWithProviders(<SubscribeBox />, { services: { fetchFn } });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'support/newsletter/subscribe')).toHaveLength(0);
  });

  it('subscribes, asks to confirm by the mailed link and clears the field', async () => {
    const { fetchFn, calls } = createFakeFetch(() => ok(null));
    renderWithProviders(<SubscribeBox />, { services: { fetchFn } });
    const field = screen.getByLabelText('Email address');
    await userEvent.type(field, 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(CONFIRM_HINT)).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'support/newsletter/subscribe')).toMatchObject({ body: { email: 'ada@example.com' } });
    expect(field).toHaveValue('');
  });

  it("pitches the server's subscriber discount and its cap, and no discount when it is off", async () => {
    const terms = (percent: number) => ({ ...sampleConfig, free_shipping_from: 4900, countries_served: 15, subscriber_discount_percent: percent, subscriber_discount_max: 550 });
    const config = (percent: number) => (path: string) => (path === 'system/config' ? ok(terms(percent)) : ok(null));
    const first = renderWithProviders(<SubscribeBox />, { services: { fetchFn: createFakeFetch(config(12)).fetchFn } });
    expect(await screen.findByText('Subscribe, confirm your e-mail address and get 12% off the goods of your first order (up to $5.50).')).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<SubscribeBox />, { services: { fetchFn: createFakeFetch(config(0)).fetchFn } });
    expect(await screen.findByText('Subscribe for news of new shops, seasonal sales and member-only deals.')).toBeInTheDocument();
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
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
    expect(screen.queryByText(CONFIRM_HINT)).not.toBeInTheDocument();
  });
});
