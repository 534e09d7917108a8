import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-with-providers';
import { sampleConfig } from '@/test/wallet-fixtures';

const config = {
  ...sampleConfig,
  free_shipping_from: 4900,
  countries_served: 15,
  subscriber_discount_percent: 15,
  subscriber_discount_max: 2000,
};

describe('newsletter confirmation page', () => {
  it("confirms the link's token once and states the offer", async () => {
    const { fetchFn, calls } = createFakeFetch((path) => (path === 'system/config' ? ok(config) : ok(null)));
    renderRoute('/newsletter/confirm?token=abc%2Bdef', { services: { fetchFn } });
    expect(await screen.findByText('Your subscription is confirmed. Thank you!')).toBeInTheDocument();
    expect(
      screen.getByText('Log in with this e-mail address: 15% of the goods of your first order, up to $20.00, is taken off at checkout, once.'),
    ).toBeInTheDocument();
    const confirms = calls.filter((call) => call.path === 'support/newsletter/confirm');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.body).toMatchObject({ token: 'abc+def' });
  });

  it("shows the server's refusal of a used or expired link", async () => {
    const { fetchFn } = createFakeFetch((path) =>
      path === 'support/newsletter/confirm' ? { code: 10602, msg: 'This confirmation link is invalid or has expired', data: null } : ok(config),
    );
    renderRoute('/newsletter/confirm?token=used', { services: { fetchFn } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired');
    expect(screen.queryByText('Your subscription is confirmed. Thank you!')).not.toBeInTheDocument();
  });

  it('asks nothing of the server without a token', async () => {
    const { fetchFn, calls } = createFakeFetch(() => ok(config));
    renderRoute('/newsletter/confirm', { services: { fetchFn } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
    expect(calls.filter((call) => call.path === 'support/newsletter/confirm')).toHaveLength(0);
  });
});
