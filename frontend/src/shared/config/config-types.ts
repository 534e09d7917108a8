import type { components } from '@/api/schema';
export type LanguageOption = components['schemas']['LanguageOption'];

/** The blockchains a payment method may settle on. */
export type ChainName = 'ethereum' | 'tron';

export type RechargeMethod = components['schemas']['RechargeMethod'];

/** A carrier a seller ships with (`console/order/ship` takes its `code` as `carrier`). */
export type CarrierOption = components['schemas']['CarrierOption'];

/** The `system/config` answer (spec section 3, Site config). */
export type SiteConfig = components['schemas']['SiteConfig'];
