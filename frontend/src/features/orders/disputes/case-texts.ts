import type { PartyAction } from './case-actions';

interface ActionTexts {
  button: string;
  title: string;
  /** `{{amount}}`: the offer accepted, or the amount asked. */
  question: string;
  done: string;
}

/** Each step's words, as literal keys (the locale check finds every one). */
export const ACTION_TEXTS: Record<PartyAction, ActionTexts> = {
  accept_offer: {
    button: 'dispute.action.accept_offer.button',
    title: 'dispute.action.accept_offer.title',
    question: 'dispute.action.accept_offer.question',
    done: 'dispute.action.accept_offer.done',
  },
  return_shipped: {
    button: 'dispute.action.return_shipped.button',
    title: 'dispute.action.return_shipped.title',
    question: 'dispute.action.return_shipped.question',
    done: 'dispute.action.return_shipped.done',
  },
  escalate: {
    button: 'dispute.action.escalate.button',
    title: 'dispute.action.escalate.title',
    question: 'dispute.action.escalate.question',
    done: 'dispute.action.escalate.done',
  },
  withdraw: {
    button: 'dispute.action.withdraw.button',
    title: 'dispute.action.withdraw.title',
    question: 'dispute.action.withdraw.question',
    done: 'dispute.action.withdraw.done',
  },
  accept: {
    button: 'dispute.action.accept.button',
    title: 'dispute.action.accept.title',
    question: 'dispute.action.accept.question',
    done: 'dispute.action.accept.done',
  },
  offer: {
    button: 'dispute.action.offer.button',
    title: 'dispute.action.offer.title',
    question: 'dispute.action.offer.question',
    done: 'dispute.action.offer.done',
  },
  return: {
    button: 'dispute.action.return.button',
    title: 'dispute.action.return.title',
    question: 'dispute.action.return.question',
    done: 'dispute.action.return.done',
  },
  refuse: {
    button: 'dispute.action.refuse.button',
    title: 'dispute.action.refuse.title',
    question: 'dispute.action.refuse.question',
    done: 'dispute.action.refuse.done',
  },
  return_received: {
    button: 'dispute.action.return_received.button',
    title: 'dispute.action.return_received.title',
    question: 'dispute.action.return_received.question',
    done: 'dispute.action.return_received.done',
  },
};

/** Steps that end or give up something: drawn in red. */
export const CAUTIOUS_ACTIONS: readonly PartyAction[] = ['withdraw', 'refuse'];
/** Steps that settle the case with money: the filled, primary button. */
export const SETTLING_ACTIONS: readonly PartyAction[] = ['accept_offer', 'accept', 'return_received'];
