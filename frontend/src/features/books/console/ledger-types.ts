import type { components } from '@/api/schema';
/** The money totals the ledger equation compares, in cents. */
export type LedgerTotals = components['schemas']['TotalsView'];

/** console/audit/ledger: `difference = recharged − withdrawn − (available + frozen + escrow + revenue)`, 0 when sound. */
export type Ledger = components['schemas']['LedgerView'];

/** One point of console/audit/ledger/series: the totals at the end of a UTC day. */
export type LedgerPoint = components['schemas']['LedgerPointView'];

/** What moved during a closed day, per kind. */
export type DayTotals = components['schemas']['FlowsView'];

export const DAY_TOTAL_KINDS = ['recharges', 'payments', 'refunds', 'settlements', 'commission', 'withdrawals'] as const;

/** A closed day (console/audit/close and closes): its totals and its link in the hash chain. */
export type DayClose = components['schemas']['CloseView'];

/** console/audit/verify. */
export type ChainCheck = components['schemas']['VerifyView'];
