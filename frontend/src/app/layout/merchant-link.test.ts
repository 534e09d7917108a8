import { describe, expect, it } from 'vitest';
import { sampleUser } from '@/test/render-with-providers';
import { userMenuEntries } from './user-menu-entries';
import { merchantLink, shopTokenFromHash } from '@/features/shops/merchant-link';

const merchant = { ...sampleUser, shop_state: 1, shop_token: 'a+b/c', seller_url: 'https://bazaar.test/console' };

describe('merchant link', () => {
  it('is seller_url, the log-in path and the token in the fragment', () => {
    expect(merchantLink(merchant)).toBe('https://bazaar.test/console/login#shop_token=a%2Bb%2Fc');
    expect(shopTokenFromHash('#shop_token=a%2Bb%2Fc')).toBe('a+b/c');
    expect(shopTokenFromHash('')).toBe('');
  });

  it('exists only for an active shop with a token', () => {
    expect(merchantLink(null)).toBeNull();
    expect(merchantLink({ ...merchant, shop_state: 2 })).toBeNull();
    expect(merchantLink({ ...merchant, shop_state: 3 })).toBeNull();
    expect(merchantLink({ ...merchant, shop_token: '' })).toBeNull();
  });

  it("switches the side menu's 'apply merchant' to 'go to merchant', between orders and console", () => {
    const keysOf = (hasLink: boolean) => userMenuEntries(true, hasLink).map((entry) => entry.labelKey);
    expect(keysOf(false)).toEqual(expect.arrayContaining(['merchant.menu.apply']));
    expect(keysOf(true)).not.toContain('merchant.menu.apply');
    const entries = userMenuEntries(true, true).map((entry) => entry.key);
    expect(entries.indexOf('merchant')).toBe(entries.indexOf('orders') + 1);
    expect(entries.indexOf('console')).toBe(entries.indexOf('merchant') + 1);
    const go = userMenuEntries(false, true).find((entry) => entry.key === 'merchant');
    expect(go).toEqual({ key: 'merchant', labelKey: 'merchant.menu.go', action: 'merchant' });
  });
});
