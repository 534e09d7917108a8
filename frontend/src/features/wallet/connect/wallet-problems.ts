import { USER_REJECTED } from './eip1193';

/**
 * Why a wallet action failed, as the screens explain it: `network` when the wallet would not
 * move to the method's network, `balance` when it holds less of the token than the payment.
 */
export type WalletProblemReason = 'unavailable' | 'rejected' | 'locked' | 'amount' | 'network' | 'balance' | 'failed';

export class WalletProblem extends Error {
  readonly reason: WalletProblemReason;
  constructor(reason: WalletProblemReason, detail = '') {
    super(detail || reason);
    this.name = 'WalletProblem';
    this.reason = reason;
  }
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

function causeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
}

/** True when the shopper said no: code 4001 anywhere in the cause chain, or TronLink's wording. */
export function isRejection(error: unknown): boolean {
  for (let step = error, depth = 0; step !== undefined && step !== null && depth < 8; step = causeOf(step), depth += 1) {
    if (codeOf(step) === USER_REJECTED) return true;
    if (typeof step === 'string' && /declined|rejected|cancel/i.test(step)) return true;
  }
  return false;
}

/** The wallet's own short message, for the 'failed' case. */
function detailOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) {
    const short = (error as { shortMessage?: unknown }).shortMessage;
    return typeof short === 'string' ? short : error.message;
  }
  return '';
}

/** A token's refusal of a transfer beyond the sender's balance (OpenZeppelin's wording and error, old and new). */
const SHORT_OF_TOKEN = /exceeds balance|insufficient balance|ERC20InsufficientBalance/i;

/** Any failure of a wallet action, as a WalletProblem. */
export function walletProblem(error: unknown): WalletProblem {
  if (error instanceof WalletProblem) return error;
  if (isRejection(error)) return new WalletProblem('rejected');
  const detail = detailOf(error);
  return SHORT_OF_TOKEN.test(detail) ? new WalletProblem('balance', detail) : new WalletProblem('failed', detail);
}
