import { formatMoney } from '@/shared/format';
import { dollarsToCents } from '@/shared/money-input';
import { checkAmount, isNonEmpty, type Rule } from '@/shared/validation';

/** Amounts are typed in dollars with at most 2 decimals and sent as integer cents. */
export const AMOUNT_DECIMALS = 2;

// The dollars-to-cents reading is shared with the other money forms (the seller's prices).
export { dollarsToCents };

/** The server's limits for one kind of application, in cents (mine/wealth/info). */
export interface AmountLimits {
  min: number;
  max: number;
  /** An amount must be a whole multiple of it; 0 or missing means the minimum (spec section 5). */
  step: number;
}

export type WalletAmountProblem = 'required' | 'positive' | 'decimals' | 'below_min' | 'step' | 'above_max';

/**
 * Spec section 5, Amount, applied to cents: it must parse and be positive, have at most two
 * decimals, be at least the minimum, a whole multiple of the step and at most the maximum.
 * A limit of 0 counts as not given.
 */
export function checkWalletAmount(text: string, limits: AmountLimits): WalletAmountProblem | null {
  if (!isNonEmpty(text)) return 'required';
  const format = checkAmount(text, { maxDecimal: AMOUNT_DECIMALS });
  if (format === 'decimals') return 'decimals';
  const cents = dollarsToCents(text);
  if (format !== null || cents === null || cents <= 0) return 'positive';
  const problem = checkAmount(cents, {
    min: limits.min > 0 ? limits.min : undefined,
    max: limits.max > 0 ? limits.max : undefined,
    step: limits.step > 0 ? limits.step : undefined,
  });
  return problem === 'invalid' || problem === 'decimals' ? 'positive' : problem;
}

/** The message key of each problem; `{{min}}`, `{{max}}` and `{{step}}` are filled in by amountMessageValues. */
export const AMOUNT_MESSAGES: Record<WalletAmountProblem, string> = {
  required: 'wallet.amount.required',
  positive: 'wallet.amount.positive',
  decimals: 'wallet.amount.decimals',
  below_min: 'wallet.amount.at_least',
  step: 'wallet.amount.step',
  above_max: 'wallet.amount.at_most',
};

export function amountRule(limits: AmountLimits): Rule {
  return (value) => {
    const problem = checkWalletAmount(typeof value === 'string' ? value : '', limits);
    return problem ? AMOUNT_MESSAGES[problem] : null;
  };
}

/**
 * The site's limits narrowed by a payment method's own min/max (0 = none), as the server
 * applies them to a recharge; the step stays the site's.
 */
export function narrowedBy(limits: AmountLimits, method: { min: number; max: number } | undefined): AmountLimits {
  if (!method) return limits;
  const min = Math.max(limits.min, method.min > 0 ? method.min : 0);
  const maxima = [limits.max, method.max].filter((limit) => limit > 0);
  return { min, max: maxima.length ? Math.min(...maxima) : 0, step: limits.step > 0 ? limits.step : limits.min };
}

/** The step actually applied: the given one, or the minimum. */
export function effectiveStep(limits: AmountLimits): number {
  return limits.step > 0 ? limits.step : limits.min;
}

export function amountMessageValues(limits: AmountLimits): { min: string; max: string; step: string } {
  return { min: formatMoney(limits.min), max: formatMoney(limits.max), step: formatMoney(effectiveStep(limits)) };
}

/**
 * The largest amount one application may take out of `available` cents: all of it, unless the
 * maximum or the step keeps some back; null when that is below the minimum (or nothing).
 */
export function wholeBalanceAmount(available: number, limits: AmountLimits): number | null {
  const ceiling = limits.max > 0 ? Math.min(available, limits.max) : available;
  const step = effectiveStep(limits);
  const amount = step > 0 ? Math.floor(ceiling / step) * step : ceiling;
  return amount > 0 && amount >= limits.min ? amount : null;
}
