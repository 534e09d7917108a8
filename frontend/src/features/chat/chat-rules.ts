import type { SiteConfig } from '@/shared/config/config-types';

/** Only whitespace is not a message (spec section 5: text is sent only when non-empty). */
export function sendableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/** Spec section 2: the header button shows only when either customer service is enabled. */
export function customerServiceEnabled(config: SiteConfig | undefined): boolean {
  return Boolean(config?.inner_customer_service_enable) || Boolean(config?.merchant_customer_service_enable);
}
