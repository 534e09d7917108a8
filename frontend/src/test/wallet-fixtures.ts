import type { SiteConfig } from '@/shared/config/config-types';
import type { UserInfo } from '@/store/session/session-types';
import { sampleUser } from './render-with-providers';

/** Wallet and back-office payloads shaped as the wire contract describes them. */
// Without the delivery and discount terms and the wallet's project id, as an older server answered
// (the screens show no promise strip then): a cast, since the contract now always carries them.
type LaterTerms = 'free_shipping_from' | 'shipping_fee' | 'subscriber_discount_percent' | 'subscriber_discount_max' | 'countries_served' | 'cities_served' | 'walletconnect_project_id';

const olderConfig: Omit<SiteConfig, LaterTerms> = {
  site_name: 'Bazaar',
  logo_url: '',
  fav_icon_url: '',
  default_language: 'en',
  language_list: [{ name: 'English', icon: '', sn: 'en' }],
  currency_list: [],
  site_domain: '',
  seller_domain: '',
  third_customer_url: '',
  merchant_customer_service_welcome: '',
  inner_customer_service_welcome: '',
  inner_customer_service_enable: false,
  merchant_customer_service_enable: false,
  recharge_list: [
    { method: 'usdt_trc20', name: 'USDT (TRC20)', address: 'TQ5kqUuWk6xWJ3Qx1m9bazaarAddr', min: 1000, max: 10000, chain: null, token: null, token_contract: null, decimals: null, confirmations: null, chain_id: null },
    { method: 'bank_transfer', name: 'Bank transfer', address: 'IBAN GB33 BUKB 2020 1555 55', min: 1000, max: 50000, chain: null, token: null, token_contract: null, decimals: null, confirmations: null, chain_id: null },
  ],
};

export const sampleConfig = olderConfig as SiteConfig;

/** $10 minimum (and step), $50,000 maximum for recharges; $10 to $10,000 for withdrawals. */
export const sampleWealth = {
  amount: 123456,
  frozen_amount: 5000,
  recharge_min: 1000,
  recharge_max: 5000000,
  recharge_step: 1000,
  withdraw_min: 1000,
  withdraw_max: 1000000,
  withdraw_step: 0,
};

export function pagedOf<T>(list: T[], total = list.length, page = 1) {
  return { list, total, page, page_size: 20 };
}

export function userWithRoles(roles: string[]): UserInfo {
  return { ...sampleUser, roles };
}

/** An application id as the server makes them (uuid hex); its first 8 characters read as `id`. */
export function hexId(id: number): string {
  return `${String(id).padStart(8, '0')}c0ffee00c0ffee00c0ffee00`;
}

export function reviewRecharge(id: number, overrides: Record<string, unknown> = {}) {
  return {
    recharge_id: hexId(id),
    uid: 7,
    email: 'ada@example.com',
    method: 'usdt_trc20',
    amount: 5000,
    transaction_id: `TX-${id}`,
    proof_image_url: `/uploads/proof-${id}.png`,
    address: 'TQ5kqUuWk6xWJ3Qx1m9bazaarAddr',
    status: 'wait',
    remark: '',
    add_time: 1_735_700_000 + id,
    review_time: null,
    reviewer_uid: null,
    duplicate_count: 0,
    ...overrides,
  };
}

export function reviewWithdraw(id: number, overrides: Record<string, unknown> = {}) {
  return {
    withdraw_id: hexId(id),
    uid: 8,
    email: 'bob@example.com',
    method: 'bank_transfer',
    amount: 2500,
    address: 'GB00 BANK 1234',
    status: 'wait',
    remark: '',
    add_time: 1_735_700_000 + id,
    review_time: null,
    reviewer_uid: null,
    ...overrides,
  };
}

/** A deposit address on Ethereum (EIP-55's own example) and the real USDT contract. */
export const ERC20_DEPOSIT = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
export const USDT_ERC20_CONTRACT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
/** The real USDT contract on TRON; it serves as the deposit address too (any valid address does). */
export const USDT_TRC20_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** system/config with the two chain methods (as RECHARGE_METHODS configures them) and a bank transfer. */
export const chainConfig: SiteConfig = {
  ...sampleConfig,
  walletconnect_project_id: null,
  recharge_list: [
    {
      method: 'usdt_erc20',
      name: 'USDT (ERC20)',
      address: ERC20_DEPOSIT,
      min: 1000,
      max: 10000,
      chain: 'ethereum',
      token: 'USDT',
      token_contract: USDT_ERC20_CONTRACT,
      decimals: 6,
      confirmations: 12,
      chain_id: 31337,
    },
    {
      method: 'usdt_trc20',
      name: 'USDT (TRC20)',
      address: USDT_TRC20_CONTRACT,
      min: 1000,
      max: 10000,
      chain: 'tron',
      token: 'USDT',
      token_contract: USDT_TRC20_CONTRACT,
      decimals: 6,
      confirmations: 19,
      chain_id: null,
    },
    { method: 'bank_transfer', name: 'Bank transfer', address: 'IBAN GB33 BUKB 2020 1555 55', min: 1000, max: 50000, chain: null, token: null, token_contract: null, decimals: null, confirmations: null, chain_id: null },
  ],
};

/**
 * Imports the code a wallet connection runs, which the screens import on the click (viem for an
 * injected wallet or WalletConnect, TronLink's glue): a test that connects waits for the wallet's
 * answers, not for that code to load.
 */
export async function preloadWalletCode(): Promise<void> {
  await Promise.all([import('@/features/wallet/connect/evm-session'), import('@/features/wallet/connect/tron-session')]);
}
