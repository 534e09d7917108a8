import type { components } from '@/api/schema';
/** The `mine/shop/apply` body (API.md): the images are `system/upload_image` paths. */
export interface ShopApplicationForm {
  shop_name: string;
  real_name: string;
  phone: string;
  id_front_image: string;
  id_back_image: string;
  agree: boolean;
}

export type ShopApplicationStatus = 'wait' | 'success' | 'error';

/** The `mine/shop/info` answer: the caller's latest application. */
export type ShopApplication = components['schemas']['ShopApplicationView'];
