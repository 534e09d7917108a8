import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer as ok, scriptedFetch, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { loggedInState, renderRoute, sampleUser } from '@/test/render-with-providers';
import type { UserInfo } from '@/store/session/session-types';
import type { ShopApplication } from '../api/merchant-types';

const AGREEMENT = "Please agree to the seller's contract before submitting your application";

const application: ShopApplication = {
  application_id: 'a1',
  shop_name: "Ada's Attic",
  real_name: 'Ada Lovelace',
  phone: '13812345678',
  id_front_image_url: '/uploads/front.png',
  id_back_image_url: '/uploads/back.png',
  status: 'wait',
  remark: '',
  add_time: 0,
  shop_id: null,
};

/** The account and shop application answers; `extra` answers anything else first. */
function merchantFetch(
  latest: ShopApplication | null,
  user: UserInfo = sampleUser,
  extra: (path: string, body: Record<string, unknown>) => ScriptedAnswer | undefined = () => undefined,
) {
  return scriptedFetch((path, body) => {
    const scripted = extra(path, body);
    if (scripted) return scripted;
    if (path === 'mine/info') return ok(user);
    if (path === 'mine/shop/info') return ok(latest);
    if (path === 'system/upload_image') {
      const name = `id-${String(Math.random()).slice(2)}.png`;
      return ok({ url: `/uploads/${name}`, path: name });
    }
    return undefined;
  });
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);

async function fillForm() {
  await userEvent.type(await screen.findByLabelText(/Shop name/), "Ada's Attic");
  await userEvent.type(screen.getByLabelText(/Real name/), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText(/Phone number/), '13812345678');
  await userEvent.upload(screen.getByLabelText('ID card, front side'), new File(['png'], 'front.png', { type: 'image/png' }));
  await userEvent.upload(screen.getByLabelText('ID card, back side'), new File(['png'], 'back.png', { type: 'image/png' }));
  await waitFor(() => {
    expect(screen.getAllByRole('img', { name: /ID card/ })).toHaveLength(2);
  });
}

describe('merchant application (user-merchant)', () => {
  it('is reached from the account menu entry "Apply merchant"', async () => {
    const { fetchFn } = merchantFetch(null);
    renderRoute('/user', { preloadedState: loggedInState(), services: { fetchFn } });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    await userEvent.click(within(menu).getByText('Apply merchant'));
    expect(await screen.findByRole('heading', { name: 'Apply to become a merchant' })).toBeInTheDocument();
  });

  it('requires every field and refuses without the ticked agreement, with the spec message', async () => {
    const { fetchFn, calls } = merchantFetch(null);
    renderRoute('/user/merchant', { preloadedState: loggedInState(), services: { fetchFn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Please enter the shop name')).toBeInTheDocument();

    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText(AGREEMENT)).toBeInTheDocument();
    expect(callsTo(calls, 'mine/shop/apply')).toHaveLength(0);
    expect(screen.getByRole('link', { name: "seller's contract" })).toHaveAttribute('href', '/post-detail?rule=terms');
  });

  it('sends the fields, both upload paths and the agreement, then shows the pending notice', async () => {
    let submitted: ShopApplication | null = null;
    const { fetchFn, calls } = merchantFetch(null, sampleUser, (path) => {
      if (path === 'mine/shop/apply') {
        submitted = application;
        return ok({ application_id: 'a1' });
      }
      if (path === 'mine/shop/info') return ok(submitted);
      return undefined;
    });
    renderRoute('/user/merchant', { preloadedState: loggedInState(), services: { fetchFn } });
    await fillForm();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('Your application is under review')).toBeInTheDocument();
    const body = callsTo(calls, 'mine/shop/apply')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ shop_name: "Ada's Attic", real_name: 'Ada Lovelace', phone: '13812345678', agree: true });
    expect(String(body.id_front_image)).toMatch(/^id-\d+\.png$/);
    expect(String(body.id_back_image)).toMatch(/^id-\d+\.png$/);
    expect(body.id_front_image).not.toBe(body.id_back_image);
  });

  it('uploads the ID pictures as private documents and shows them with the applicant\'s sid', async () => {
    const { fetchFn, calls } = merchantFetch(null);
    renderRoute('/user/merchant', { preloadedState: loggedInState(), services: { fetchFn } });
    await fillForm();

    const uploads = callsTo(calls, 'system/upload_image');
    expect(uploads).toHaveLength(2);
    for (const upload of uploads) expect(new URL(upload.url, 'http://x').searchParams.get('purpose')).toBe('document');
    for (const image of screen.getAllByRole('img', { name: /ID card/ })) {
      expect(image.getAttribute('src')).toMatch(new RegExp(`^/uploads/id-\\d+\\.png\\?sid=${'S'.repeat(32)}$`));
    }
  });

  it('shows the submitted ID pictures with the applicant\'s sid while the application waits', async () => {
    const { fetchFn } = merchantFetch(application);
    renderRoute('/user/merchant', { preloadedState: loggedInState(), services: { fetchFn } });
    const sid = 'S'.repeat(32);
    expect(await screen.findByRole('img', { name: 'ID card, front side' })).toHaveAttribute('src', `/uploads/front.png?sid=${sid}`);
    expect(screen.getByRole('img', { name: 'ID card, back side' })).toHaveAttribute('src', `/uploads/back.png?sid=${sid}`);
  });

  it('shows a refusal naming a field under that field', async () => {
    const { fetchFn } = merchantFetch(null, sampleUser, (path) =>
      path === 'mine/shop/apply' ? { code: 102, msg: 'Error parameters', data: { field: 'phone' } } : undefined,
    );
    renderRoute('/user/merchant', { preloadedState: loggedInState(), services: { fetchFn } });
    await fillForm();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Error parameters')).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone number/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the rejection reason and the form again', async () => {
    const { fetchFn } = merchantFetch({ ...application, status: 'error', remark: 'The ID picture is blurred' });
    renderRoute('/user/merchant', { preloadedState: loggedInState(), services: { fetchFn } });
    expect(await screen.findByText('Your application was not approved')).toBeInTheDocument();
    expect(screen.getByText(/The ID picture is blurred/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeInTheDocument();
  });

  it('offers the seller site once the shop is open, and the side menu switches to it', async () => {
    const merchant = { ...sampleUser, shop_state: 1, shop_token: 'tok-1', seller_url: 'https://shop.test/console/' };
    const { fetchFn, calls } = merchantFetch({ ...application, status: 'success', shop_id: 9 }, merchant);
    renderRoute('/user/merchant', { preloadedState: loggedInState(merchant), services: { fetchFn } });
    expect(await screen.findByText('Your shop is open')).toBeInTheDocument();
    const link = 'https://shop.test/console/login#shop_token=tok-1';
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(menu).queryByText('Apply merchant')).not.toBeInTheDocument();
    const entry = within(menu).getByRole('link', { name: 'Go to merchant' });
    expect(entry).toHaveAttribute('href', link);
    expect(entry).toHaveAttribute('target', '_blank');
    expect(entry.getAttribute('rel')).toContain('noopener');
    const button = screen.getAllByRole('link', { name: 'Go to merchant' }).find((each) => !menu.contains(each));
    expect(button).toHaveAttribute('href', link);
    expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();

    // The token works once: following the link fetches the user info (and a new token) again.
    const before = callsTo(calls, 'mine/info').length;
    entry.addEventListener('click', (event) => { event.preventDefault(); });
    await userEvent.click(entry);
    await waitFor(() => {
      expect(callsTo(calls, 'mine/info').length).toBeGreaterThan(before);
    });
  });
});
