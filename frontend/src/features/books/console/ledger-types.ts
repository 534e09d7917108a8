/** The money totals the ledger equation compares, in cents. */
export interface LedgerTotals {
  /** Approved recharges, all time up to the moment. */
  recharged: number;
  /** Approved (paid out) withdrawals. */
  withdrawn: number;
  /** Every wallet's available balance. */
  available: number;
  frozen: number;
  /** Paid orders not yet settled or refunded. */
  escrow: number;
  /** The platform's commission. */
  revenue: number;
}

/** console/audit/ledger: `difference = recharged − withdrawn − (available + frozen + escrow + revenue)`, 0 when sound. */
export interface Ledger extends LedgerTotals {
  at: number;
  difference: number;
}

/** One point of console/audit/ledger/series: the totals at the end of a UTC day. */
export interface LedgerPoint extends LedgerTotals {
  date: string;
}

/** What moved during a closed day, per kind. */
export interface DayTotals {
  recharges: number;
  payments: number;
  refunds: number;
  settlements: number;
  commission: number;
  withdrawals: number;
}

export const DAY_TOTAL_KINDS = ['recharges', 'payments', 'refunds', 'settlements', 'commission', 'withdrawals'] as const;

/** A closed day (console/audit/close and closes): its totals and its link in the hash chain. */
export interface DayClose {
  date: string;
  opening: LedgerTotals;
  closing: LedgerTotals;
  totals: DayTotals;
  events: number;
  /** SHA-256, 64 hex. */
  hash: string;
  previous_hash: string;
  closed_time: number;
  /** 0: the periodic job; otherwise the auditor's uid. */
  closed_by: number;
}

/** console/audit/verify. */
export interface ChainCheck {
  ok: boolean;
  first_bad_date: string | null;
  checked: number;
}
