import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer as ok, scriptedFetch, type ScriptedAnswer, type SentCall } from '@/test/scripted-api';
import { loggedInState, renderRoute } from '@/test/render-with-providers';
import { sampleConfig, userWithRoles } from '@/test/wallet-fixtures';

const profile = {
  shop_id: 3,
  name: "Ann's Attic",
  logo: '',
  logo_url: '/generated/logo-3.svg',
  banner: 'shops/banner-old.png',
  banner_url: '/uploads/shops/banner-old.png',
  description: 'Vintage finds.',
};

function renderProfile(roles: string[], extra: (path: string) => ScriptedAnswer | undefined = () => undefined) {
  const { fetchFn, calls } = scriptedFetch((path) => {
    const scripted = extra(path);
    if (scripted) return scripted;
    if (path === 'mine/info') return ok(userWithRoles(roles));
    if (path === 'system/config') return ok(sampleConfig);
    if (path === 'console/shop/profile/get') return ok(profile);
    if (path === 'system/upload_image') return ok({ url: '/uploads/shops/logo-new.png', path: 'shops/logo-new.png' });
    return undefined;
  });
  const rendered = renderRoute('/console/seller/profile', { preloadedState: loggedInState(userWithRoles(roles)), services: { fetchFn } });
  return { ...rendered, calls };
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);

describe('shop profile (/console/seller/profile)', () => {
  it('shows the current name, pictures and description, and links to the public shop page', async () => {
    renderProfile(['seller']);
    expect(await screen.findByRole('textbox', { name: /Shop name/ })).toHaveValue("Ann's Attic");
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/generated/logo-3.svg');
    expect(screen.getByTestId('logo-generated')).toHaveTextContent('The generated picture is in use.');
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('src', '/uploads/shops/banner-old.png');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Vintage finds.');
    expect(screen.getByText('Plain text: 14 of 2000 characters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the shop page' })).toHaveAttribute('href', '/shop-index?id=3');
  });

  it('saves an uploaded logo, the banner back to the generated one, and the edited texts', async () => {
    const { calls } = renderProfile(['seller']);
    const name = await screen.findByRole('textbox', { name: /Shop name/ });
    await userEvent.clear(name);
    await userEvent.type(name, "  Ann's Vintage Attic ");
    await userEvent.upload(screen.getByLabelText('Logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => {
      expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/uploads/shops/logo-new.png');
    });
    expect(callsTo(calls, 'system/upload_image')[0]?.url).toContain('purpose=image');
    await userEvent.click(screen.getByRole('button', { name: 'Use the generated banner' }));
    expect(screen.getByTestId('banner-generated')).toBeInTheDocument();
    const description = screen.getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Vintage finds, hand picked.');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => {
      expect(callsTo(calls, 'console/shop/profile/save')).toHaveLength(1);
    });
    expect(callsTo(calls, 'console/shop/profile/save')[0]?.body).toMatchObject({
      name: "Ann's Vintage Attic",
      logo: 'shops/logo-new.png',
      banner: '',
      description: 'Vintage finds, hand picked.',
    });
  });

  it('keeps an untouched picture as it is', async () => {
    const { calls } = renderProfile(['seller']);
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    await waitFor(() => {
      expect(callsTo(calls, 'console/shop/profile/save')[0]?.body).toMatchObject({ logo: '', banner: 'shops/banner-old.png' });
    });
  });

  it('needs a name before sending anything', async () => {
    const { calls } = renderProfile(['seller']);
    await userEvent.clear(await screen.findByRole('textbox', { name: /Shop name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please enter the shop name')).toBeInTheDocument();
    expect(callsTo(calls, 'console/shop/profile/save')).toHaveLength(0);
  });

  it('shows a refused field (102) under that field', async () => {
    renderProfile(['seller'], (path) =>
      path === 'console/shop/profile/save' ? { code: 102, msg: 'The description is too long', data: { field: 'description' } } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    const form = screen.getByRole('form', { name: 'Shop profile' });
    expect(await within(form).findByText('The description is too long')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('is refused to a user without the seller role', async () => {
    const { calls } = renderProfile(['agent']);
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(callsTo(calls, 'console/shop/profile/get')).toHaveLength(0);
  });
});
