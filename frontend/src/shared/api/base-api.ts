import { createApi } from '@reduxjs/toolkit/query/react';
import { bazaarBaseQuery } from './base-query';

/** Spec section 9: repeated requests are cached 10 s by default. */
export const DEFAULT_CACHE_SECONDS = 10;
/** Config, documents and areas are marked cached in the spec: keep them for the visit. */
export const LONG_CACHE_SECONDS = 60 * 60;

/**
 * Every cache tag of the app, declared once. A feature's endpoints provide and invalidate only
 * these (RTK Query types `providesTags`/`invalidatesTags` against this list), so a call of one
 * capability can refresh another's data by name (a payment refreshes the wallet) without
 * importing it.
 */
export const tagTypes = [
  // accounts and site
  'UserInfo',
  'Config',
  'Document',
  // the operators' people: users, their roles and standing (issue 31)
  'Person',
  // catalogue; the seller's products and their stock
  'Favorite',
  'SellerGoods',
  // the category tree and the brands, as the storefront shows them and the operator keeps them
  'CatalogueStructure',
  // orders: cart, checkout, orders, addresses, reviews; the seller's orders
  'Cart',
  'Checkout',
  'Order',
  'Address',
  'Review',
  'SellerOrder',
  // a buyer's case about an order (issue 30), seen by the buyer, the seller and the arbiters
  'Dispute',
  // wallet: the shopper's balances and lists; the reviewer's queues
  'Wealth',
  'WalletHistory',
  'RechargeList',
  'WithdrawList',
  'RechargeReference',
  'ReviewRecharge',
  'ReviewWithdraw',
  // the auditor's day closes
  'LedgerClose',
  // shops
  'ShopApplication',
  'ReviewShopApplication',
  // the seller's money (summary, settlements)
  'ShopMoney',
  // the operator's commission rules (issue 31)
  'CommissionRules',
  // the seller's shop profile (name, pictures, description) and dashboard
  'ShopProfile',
  // the operators' list of shops and their standing (suspended or active)
  'OperatorShop',
  // chat
  'ChatList',
  'ChatInbox',
  'ChatUnread',
  // the operators' queue of reported products (issue 31)
  'Moderation',
  // the storefront content the operators write: the home page's banners, the documents' texts
  'Banner',
  'DocumentText',
] as const;

/** A cache tag type; a string outside `tagTypes` does not type-check as a tag. */
export type Tag = (typeof tagTypes)[number];

/** The single RTK Query slice; every feature adds its calls with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: bazaarBaseQuery,
  keepUnusedDataFor: DEFAULT_CACHE_SECONDS,
  tagTypes,
  endpoints: () => ({}),
});
