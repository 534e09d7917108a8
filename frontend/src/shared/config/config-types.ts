export interface LanguageOption {
  name: string;
  icon: string;
  /** The language code. */
  sn: string;
}

export interface RechargeMethod {
  method: string;
  name: string;
  address: string;
  min: number;
  max: number;
}

/** The `system/config` answer (spec section 3, Site config). */
export interface SiteConfig {
  site_name: string;
  logo_url: string;
  fav_icon_url: string;
  default_language: string;
  language_list: LanguageOption[];
  currency_list: unknown[];
  recharge_list: RechargeMethod[];
  site_domain: string;
  seller_domain: string;
  third_customer_url: string;
  merchant_customer_service_welcome: string;
  inner_customer_service_welcome: string;
  inner_customer_service_enable: boolean | number;
  merchant_customer_service_enable: boolean | number;
  /** Cents of a shop's subtotal from which its delivery is free (0: every order). */
  free_shipping_from?: number;
  shipping_fee?: number;
  /** A confirmed newsletter subscriber's one-time discount off their first checkout (0: none). */
  subscriber_discount_percent?: number;
  /** Countries and cities of the area tree (the address form's). */
  countries_served?: number;
  cities_served?: number;
}
