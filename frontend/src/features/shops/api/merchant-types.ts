/** The `mine/shop/apply` body (docs/api.md): the images are `system/upload_image` paths. */
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
export interface ShopApplication {
  application_id: string;
  shop_name: string;
  real_name: string;
  phone: string;
  id_front_image_url: string;
  id_back_image_url: string;
  status: ShopApplicationStatus;
  remark: string;
  add_time: number;
  shop_id: number | null;
}
