import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, ok } from '@/test/fake-api';
import { loggedInState, renderRoute } from '@/test/render-with-providers';

describe('header account menu', () => {
  it('offers a guest Login and Create account plus the order links', async () => {
    renderRoute('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    for (const name of ['Login', 'Create account', 'My orders', 'Track order', 'My wishlist']) {
      expect(await screen.findByRole('menuitem', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('menuitem', { name: 'Quit account' })).not.toBeInTheDocument();
  });

  it('offers a logged-in user My account and Quit account', async () => {
    renderRoute('/', { preloadedState: loggedInState() });
    await userEvent.click(await screen.findByRole('button', { name: 'Ada' }));
    expect(await screen.findByRole('menuitem', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Quit account' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('lists the six information pages in the footer', async () => {
    renderRoute('/');
    const links = await screen.findAllByRole('link', { name: /About us|Terms|Privacy|Return|FAQ|Contact us/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/post-detail?rule=about_us',
      '/post-detail?rule=terms',
      '/post-detail?rule=privacy',
      '/post-detail?rule=return',
      '/post-detail?rule=faq',
      '/post-detail?rule=contact_us',
    ]);
    expect(screen.getByText(/© 2025/)).toBeInTheDocument();
  });
});

describe('header buttons for assistive technology', () => {
  it('names the language button after the language it shows, so voice control finds it', async () => {
    renderRoute('/');
    const button = await screen.findByRole('button', { name: 'Language: English' });
    expect(button).toHaveTextContent('English');
  });

  it('puts the chat popover state on the chat button, not on its unread badge', async () => {
    const { fetchFn } = createFakeFetch((path) =>
      path === 'system/config' ? ok({ site_name: 'Bazaar', inner_customer_service_enable: true, language_list: [] }) : ok(null),
    );
    renderRoute('/', { services: { fetchFn } });
    const button = await screen.findByTestId('header-chat');
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelectorAll('[aria-expanded]:not(button)')).toHaveLength(0);
  });
});

describe('header phone menu', () => {
  it('opens a menu with the categories, the account links and the languages', async () => {
    renderRoute('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Open the menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(menu).findByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/category-index');
    for (const name of ['Login', 'Create account', 'My orders', 'Track order', 'My wishlist']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });
});
