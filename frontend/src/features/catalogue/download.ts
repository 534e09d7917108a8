/** Spec section 2: the app-download QR code is 116 wide with a margin of 1. */
export const QR_SIZE = 116;
export const QR_MARGIN = 1;

/** The site address the QR code encodes: system/config site_domain, else this origin. */
export function siteUrl(siteDomain: string | undefined, origin: string): string {
  const domain = siteDomain?.trim();
  if (!domain) return origin;
  return /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
}
