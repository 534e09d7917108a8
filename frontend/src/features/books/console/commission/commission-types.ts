import type { components } from '@/api/schema';

/** console/commission/list: the default, the category and shop rules, and the tree to pick from. */
export type CommissionRules = components['schemas']['CommissionRulesAnswer'];
export type CategoryRate = components['schemas']['CategoryRateView'];
export type ShopRate = components['schemas']['ShopRateView'];
export type TreeCategory = components['schemas']['CommissionCategoryView'];

/** console/commission/save: `percent` null removes a category's or shop's rule. */
export type RuleSave = Omit<components['schemas']['CommissionSaveRequest'], 'sid' | 'language'>;
export type RuleScope = RuleSave['scope'];

/** A shop of mall/shop/list, as the shop picker offers it. */
export type ShopChoice = components['schemas']['ShopItem'];

/** console/shop/summary's `commission`: the rate the seller's shop pays. */
export type ShopCommission = components['schemas']['ShopCommissionView'];

/** Names by language, as categories carry them. */
export type Names = Record<string, string>;
