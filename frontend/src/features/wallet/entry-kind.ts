import type { WalletEntryKind } from './api/wallet-types';

/** The label of each wallet history kind. */
export const ENTRY_KIND_LABELS: Record<WalletEntryKind, string> = {
  recharge: 'wallet.history.kind.recharge',
  withdraw_freeze: 'wallet.history.kind.withdraw_freeze',
  withdraw_paid: 'wallet.history.kind.withdraw_paid',
  withdraw_returned: 'wallet.history.kind.withdraw_returned',
  payment: 'wallet.history.kind.payment',
  refund: 'wallet.history.kind.refund',
  /** A seller credited for a finished order (its total less the commission). */
  settlement: 'wallet.history.kind.settlement',
};

export function entryKindLabel(kind: string): string {
  return kind in ENTRY_KIND_LABELS ? ENTRY_KIND_LABELS[kind as WalletEntryKind] : 'wallet.history.kind.other';
}
