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
}
