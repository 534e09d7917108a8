import { describe, expect, it } from 'vitest';
import tr from '@/locales/tr.json';
import { i18n } from '@/shared/i18n/i18n';
import { promiseTexts } from './promise-texts';

const t = i18n.getFixedT('en');

describe('promise texts', () => {
  it('state the configured threshold, the area count and the discount', () => {
    const config = { free_shipping_from: 4900, countries_served: 15, subscriber_discount_percent: 15, subscriber_discount_max: 2000 };
    expect(promiseTexts(config, t, 'en')).toEqual({
      freeDelivery: 'Free delivery on orders from $49.00 per shop',
      countries: 'Delivery to 15 countries',
      subscriberPitch: 'Subscribe, confirm your e-mail address and get 15% off the goods of your first order (up to $20.00).',
    });
  });

  it('follow the config: a threshold of 0 means every order, a discount of 0 none', () => {
    const texts = promiseTexts({ free_shipping_from: 0, countries_served: 3, subscriber_discount_percent: 0 }, t, 'en');
    expect(texts?.freeDelivery).toBe('Free delivery on every order');
    expect(texts?.countries).toBe('Delivery to 3 countries');
    expect(texts?.subscriberPitch).not.toMatch(/%/);
    const uncapped = promiseTexts({ free_shipping_from: 0, countries_served: 3, subscriber_discount_percent: 15, subscriber_discount_max: 0 }, t, 'en');
    expect(uncapped?.subscriberPitch, 'a cap of 0 is no discount either').not.toMatch(/%/);
    i18n.addResourceBundle('tr', 'translation', tr, true, true);
    // The amount in the reader's own number format, inside the reader's sentence.
    expect(promiseTexts({ free_shipping_from: 7550, countries_served: 15 }, i18n.getFixedT('tr'), 'tr')?.freeDelivery).toBe(
      'Mağaza başına $75,50 ve üzeri siparişlerde ücretsiz teslimat',
    );
  });

  it('promise nothing before the config answers', () => {
    expect(promiseTexts(undefined, t, 'en')).toBeNull();
  });
});
