import { dollarsToCents } from '@/shared/money-input';
import type { DisputeAction, DisputeDetail } from '../api/dispute-types';
import {
  DISPUTE_NOTE_MAX,
  RETURN_ADDRESS_MAX,
  RETURN_LOGISTICS_MAX,
  amountProblem,
  textProblem,
  type AmountRange,
} from './dispute-rules';

/** A step a party takes from the case's action buttons (the message box and the arbiter's form are apart). */
export type PartyAction = Exclude<DisputeAction, 'message' | 'decide'>;

const PARTY_ACTIONS: readonly PartyAction[] = [
  'accept_offer',
  'return_shipped',
  'escalate',
  'withdraw',
  'accept',
  'offer',
  'return',
  'refuse',
  'return_received',
];

export function isPartyAction(action: string): action is PartyAction {
  return (PARTY_ACTIONS as readonly string[]).includes(action);
}

/** What a step asks for besides a confirmation. */
export interface ActionFields {
  amount?: boolean;
  returnAddress?: boolean;
  logisticsNo?: boolean;
  /** The seller's note to the buyer: required on a refusal. */
  text?: 'required' | 'optional';
}

export const ACTION_FIELDS: Record<PartyAction, ActionFields> = {
  accept_offer: {},
  return_shipped: { logisticsNo: true },
  escalate: {},
  withdraw: {},
  accept: {},
  offer: { amount: true, text: 'optional' },
  return: { returnAddress: true, text: 'optional' },
  refuse: { text: 'required' },
  return_received: {},
};

/** The amount a step's question names: the offer being accepted, or the amount asked. */
export function actionAmount(action: PartyAction, detail: Pick<DisputeDetail, 'offered_amount' | 'requested_amount'>): number {
  return action === 'accept_offer' ? (detail.offered_amount ?? 0) : detail.requested_amount;
}

/** An offer is less than asked, and at least a cent. */
export function offerRange(detail: Pick<DisputeDetail, 'requested_amount'>): AmountRange {
  return { min: 1, max: detail.requested_amount - 1 };
}

export interface ActionValues {
  amount: string;
  returnAddress: string;
  logisticsNo: string;
  text: string;
}

export const NO_ACTION_VALUES: ActionValues = { amount: '', returnAddress: '', logisticsNo: '', text: '' };

/** Every problem of a step's fields (empty when it may be sent), as i18n keys. */
export function actionProblems(action: PartyAction, values: ActionValues, detail: DisputeDetail): Partial<Record<keyof ActionValues, string>> {
  const fields = ACTION_FIELDS[action];
  const problems: Partial<Record<keyof ActionValues, string>> = {};
  const amount = fields.amount ? amountProblem(values.amount, offerRange(detail)) : null;
  if (amount) problems.amount = amount;
  const address = fields.returnAddress ? textProblem(values.returnAddress, RETURN_ADDRESS_MAX, true) : null;
  if (address) problems.returnAddress = address;
  const logistics = fields.logisticsNo ? textProblem(values.logisticsNo, RETURN_LOGISTICS_MAX, true) : null;
  if (logistics) problems.logisticsNo = logistics;
  const text = fields.text ? textProblem(values.text, DISPUTE_NOTE_MAX, fields.text === 'required') : null;
  if (text) problems.text = text;
  return problems;
}

/** The seller's answer as console/dispute/respond takes it. */
export function respondBody(action: 'accept' | 'offer' | 'return' | 'refuse', disputeId: string, values: ActionValues) {
  return {
    dispute_id: disputeId,
    action,
    text: values.text.trim(),
    ...(action === 'offer' ? { amount: dollarsToCents(values.amount) ?? 0 } : {}),
    ...(action === 'return' ? { return_address: values.returnAddress.trim() } : {}),
  };
}

/** The longest text each field takes, for its input's maxLength. */
export const FIELD_MAX: Record<Exclude<keyof ActionValues, 'amount'>, number> = {
  returnAddress: RETURN_ADDRESS_MAX,
  logisticsNo: RETURN_LOGISTICS_MAX,
  text: DISPUTE_NOTE_MAX,
};
