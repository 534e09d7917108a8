import type { components } from '@/api/schema';
/** The `mine/shop/apply` body (docs/api.md): the images are `system/upload_image` paths. */
export type ShopApplicationForm = Omit<components['schemas']['ShopApplyRequest'], 'sid' | 'language'>;

export type ShopApplicationStatus = 'wait' | 'success' | 'error';

/** The `mine/shop/info` answer: the caller's latest application. */
export type ShopApplication = components['schemas']['ShopApplicationView'];
