import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { order } from '@/test/order-fixtures';
import { loggedInState, renderRoute, sampleUser } from '@/test/render-with-providers';
import { answer as ok, scriptedFetch, type ScriptedAnswer } from '@/test/scripted-api';

const TRACKING_PAGE = 'https://www.ups.com/track?tracknum=1Z%20999';

const shippedWithUps = order('o3', {
  status: 'wait_receipt',
  logistics_no: '1Z 999',
  carrier: 'ups',
  carrier_name: 'UPS',
  tracking_url: TRACKING_PAGE,
});

function renderWith(path: string, answers: Record<string, unknown>, signedIn = true) {
  const { fetchFn } = scriptedFetch((apiPath): ScriptedAnswer | undefined => {
    if (apiPath in answers) return ok(answers[apiPath]);
    if (apiPath === 'mine/info') return ok(sampleUser);
    if (apiPath === 'mall/cart/list') return ok({ list: [], amount: 0, balance: 0 });
    return undefined;
  });
  renderRoute(path, { preloadedState: signedIn ? loggedInState() : undefined, services: { fetchFn } });
}

describe('tracking a shipped parcel on its carrier’s site', () => {
  it('shows the buyer the carrier, the number and a "Track parcel" link opening in a new tab', async () => {
    renderWith('/user/order/detail?id=o3', { 'order/detail': shippedWithUps });
    expect(await screen.findByTestId('carrier')).toHaveTextContent('UPS');
    expect(screen.getByTestId('logistics-no')).toHaveTextContent('1Z 999');
    const link = screen.getByRole('link', { name: 'Track parcel 1Z 999 on the UPS website (opens in a new tab)' });
    expect(link).toHaveTextContent('Track parcel');
    expect(link).toHaveAttribute('href', TRACKING_PAGE);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('offers no link for an order shipped before carriers were named, nor before shipping', async () => {
    renderWith('/user/order/detail?id=o4', {
      'order/detail': order('o4', { status: 'wait_receipt', logistics_no: 'LP4', carrier: null, carrier_name: null, tracking_url: null }),
    });
    expect(await screen.findByTestId('logistics-no')).toHaveTextContent('LP4');
    expect(screen.queryByTestId('carrier')).not.toBeInTheDocument();
    expect(screen.queryByTestId('track-parcel')).not.toBeInTheDocument();
  });

  it('links the public tracking result to the carrier’s page too', async () => {
    renderWith(
      '/order-track-result?order_sn=SNo3',
      {
        'order/track': {
          order_sn: 'SNo3',
          status: 'wait_receipt',
          logistics_no: '1Z 999',
          carrier: 'ups',
          carrier_name: 'UPS',
          tracking_url: TRACKING_PAGE,
          timeline: [{ status: 'wait_receipt', time: 1_700_000_000 }],
        },
      },
      false,
    );
    expect(await screen.findByTestId('carrier')).toHaveTextContent('UPS');
    expect(screen.getByTestId('track-parcel')).toHaveAttribute('href', TRACKING_PAGE);
  });
});
