import type { TFunction } from 'i18next';
import type { SiteConfig } from './config-types';
import { formatMoney } from '@/shared/format';

/** The storefront's promises, written from system/config (never a figure of our own). */
export interface PromiseTexts {
  freeDelivery: string;
  countries: string;
  /** The newsletter box's pitch: the subscriber discount when there is one. */
  subscriberPitch: string;
}

type Terms = Pick<SiteConfig, 'free_shipping_from' | 'subscriber_discount_percent' | 'subscriber_discount_max' | 'countries_served'>;

/** The subscriber discount as the storefront promises it, or null when there is none: its percent and its cap in money. */
export function subscriberOffer(
  config: Partial<Pick<SiteConfig, 'subscriber_discount_percent' | 'subscriber_discount_max'>> | undefined,
  locale: string,
): { percent: number; amount: string } | null {
  const percent = config?.subscriber_discount_percent ?? 0;
  const cap = config?.subscriber_discount_max ?? 0;
  return percent > 0 && cap > 0 ? { percent, amount: formatMoney(cap, locale) } : null;
}

/** Null until the config has the terms: nothing is promised before the server says what holds. */
export function promiseTexts(config: Partial<Terms> | undefined, t: TFunction, locale: string): PromiseTexts | null {
  if (config?.free_shipping_from === undefined || config.countries_served === undefined) return null;
  const offer = subscriberOffer(config, locale);
  return {
    freeDelivery:
      config.free_shipping_from > 0
        ? t('home.promise.free_delivery_from', { amount: formatMoney(config.free_shipping_from, locale) })
        : t('home.promise.free_delivery_all'),
    countries: t('home.promise.countries', { number: config.countries_served }),
    subscriberPitch: offer ? t('newsletter.subscribe.pitch', offer) : t('newsletter.subscribe.pitch_plain'),
  };
}
