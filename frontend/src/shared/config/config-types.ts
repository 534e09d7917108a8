export interface LanguageOption {
  name: string;
  icon: string;
  /** The language code. */
  sn: string;
}

/** The blockchains a payment method may settle on. */
export type ChainName = 'ethereum' | 'tron';

export interface RechargeMethod {
  method: string;
  name: string;
  /** The deposit address (recharges) and what a withdrawal address is checked against. */
  address: string;
  min: number;
  max: number;
  /** Null (or absent, from an older server) for an off-chain method such as a bank transfer. */
  chain?: ChainName | null;
  /** The token's symbol, for display only: a token is matched by its contract, never by it. */
  token?: string | null;
  token_contract?: string | null;
  /** Token units per whole token, as a power of ten. */
  decimals?: number | null;
  /** Blocks the server waits for before it counts a transfer as final. */
  confirmations?: number | null;
  /** The EVM network id the wallet must be on (ethereum only). */
  chain_id?: number | null;
  /** `name` in other languages, by language code (absent from an older server). */
  names?: Record<string, string>;
  /** The bank account an off-chain method pays to (null, or absent, when it names none). */
  bank_name?: string | null;
  /** Electronic form: no spaces, in capitals. */
  iban?: string | null;
  bic?: string | null;
  account_holder?: string | null;
}

/** A carrier a seller ships with (`console/order/ship` takes its `code` as `carrier`). */
export interface CarrierOption {
  code: string;
  name: string;
  /** The carrier's tracking page with `{logistics_no}` where the parcel's number goes. */
  tracking_url: string;
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
  /** Cents the subscriber discount never exceeds, whatever the checkout (0: none). */
  subscriber_discount_max?: number;
  /** Countries and cities of the area tree (the address form's). */
  countries_served?: number;
  cities_served?: number;
  /** WalletConnect Cloud project id; null (or absent): WalletConnect is not offered. */
  walletconnect_project_id?: string | null;
  /** The carriers the ship dialog offers, in order (absent from an older server: none). */
  carriers?: CarrierOption[];
}
