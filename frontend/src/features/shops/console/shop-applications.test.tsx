import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer as ok, scriptedFetch, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { loggedInState, renderRoute, sampleUser } from '@/test/render-with-providers';
import { pagedOf, sampleConfig, userWithRoles } from '@/test/wallet-fixtures';
import type { ReviewShopApplication } from './shop-application-api';

const row: ReviewShopApplication = {
  application_id: 'f'.repeat(32),
  uid: 12,
  email: 'ann@bazaar.test',
  nickname: 'ann',
  shop_name: "Ann's Attic",
  real_name: 'Ann Lee',
  phone: '+1 555 0100',
  id_front_image_url: '/uploads/front.png',
  id_back_image_url: '/uploads/back.png',
  status: 'wait',
  remark: '',
  add_time: 0,
  review_time: null,
  reviewer_uid: null,
  shop_id: null,
  overdue: false,
};

function consoleFetch(roles: string[], extra: (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined) {
  return scriptedFetch((path, body) => {
    const scripted = extra(path, body);
    if (scripted) return scripted;
    if (path === 'mine/info') return ok(userWithRoles(roles));
    if (path === 'system/config') return ok(sampleConfig);
    return undefined;
  });
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);

describe('shop applications (console)', () => {
  it('lists the queue with the applicant and both ID pictures, and rejects with a remark', async () => {
    const { fetchFn, calls } = consoleFetch(['reviewer'], (path) =>
      path === 'console/shop_application/list' ? ok(pagedOf([row])) : undefined,
    );
    renderRoute('/console/shop-applications', {
      preloadedState: loggedInState(userWithRoles(['reviewer'])),
      services: { fetchFn },
    });
    const table = await screen.findByRole('table', { name: 'Shop applications' });
    expect(within(table).getByText("Ann's Attic")).toBeInTheDocument();
    expect(within(table).getByText('ann@bazaar.test')).toBeInTheDocument();
    // ID pictures are private uploads: they load only with the reviewer's sid.
    const sid = 'S'.repeat(32);
    expect(within(table).getByRole('img', { name: 'ID front' })).toHaveAttribute('src', `/uploads/front.png?sid=${sid}`);
    expect(within(table).getByRole('img', { name: 'ID back' })).toHaveAttribute('src', `/uploads/back.png?sid=${sid}`);

    await userEvent.click(within(table).getByRole('button', { name: "Reject the shop Ann's Attic" }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason for rejection/), 'Blurred');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));

    await waitFor(() => {
      expect(callsTo(calls, 'console/shop_application/reject')).toHaveLength(1);
    });
    expect(callsTo(calls, 'console/shop_application/reject')[0]?.body).toMatchObject({
      application_id: row.application_id,
      remark: 'Blurred',
    });
  });

  it('is listed in the navigation only for reviewers', async () => {
    const { fetchFn } = consoleFetch(['reviewer'], () => undefined);
    renderRoute('/console/recharge', { preloadedState: loggedInState(userWithRoles(['reviewer'])), services: { fetchFn } });
    expect(await screen.findByRole('link', { name: 'Shop applications' })).toHaveAttribute(
      'href',
      '/console/shop-applications',
    );
  });
});

describe('seller sign-in through the merchant link (/console/login)', () => {
  it('spends the token once, takes it out of the address bar and opens the shop dashboard', async () => {
    window.history.replaceState(null, '', '/console/login#shop_token=tok-1');
    const seller = { ...sampleUser, roles: ['seller'], shop_state: 1 };
    const { fetchFn, calls } = consoleFetch(['seller'], (path) => {
      if (path === 'console/auth/shop_token') return ok({ sid: 'N'.repeat(32), uid: seller.uid, user_info: seller });
      if (path === 'console/shop/dashboard') return ok({ shop: { shop_id: 3, name: "Ann's Attic", logo: '' } });
      return undefined;
    });
    const { router, store } = renderRoute('/console/login', { services: { fetchFn } });

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/console/seller');
    });
    expect(await screen.findByRole('heading', { level: 1, name: "Ann's Attic" })).toBeInTheDocument();
    expect(callsTo(calls, 'console/auth/shop_token').map((call) => call.body)).toEqual([
      expect.objectContaining({ shop_token: 'tok-1' }),
    ]);
    expect(window.location.hash).toBe('');
    expect(store.getState().session.sid).toBe('N'.repeat(32));
  });

  it('says so when the link was used or has expired', async () => {
    window.history.replaceState(null, '', '/console/login#shop_token=used');
    const expired = 'The store link has expired, please open it again from your account';
    const { fetchFn } = consoleFetch([], (path) =>
      path === 'console/auth/shop_token' ? { code: 10208, msg: expired, data: null } : undefined,
    );
    renderRoute('/console/login', { services: { fetchFn } });
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in with your password' })).toHaveAttribute('href', '/login');
  });
});
