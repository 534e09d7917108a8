import {
  useAcceptOfferMutation,
  useConfirmReturnReceivedMutation,
  useEscalateDisputeMutation,
  useRespondDisputeMutation,
  useShipReturnMutation,
  useWithdrawDisputeMutation,
} from '../api/dispute-api';
import type { ActionValues, PartyAction } from './case-actions';
import { respondBody } from './case-actions';

/** A party's step sent to its call; resolves with the RTK Query result (its `error`, if any). */
export function useCaseAction() {
  const [acceptOffer, accepting] = useAcceptOfferMutation();
  const [shipReturn, shipping] = useShipReturnMutation();
  const [escalate, escalating] = useEscalateDisputeMutation();
  const [withdraw, withdrawing] = useWithdrawDisputeMutation();
  const [respond, responding] = useRespondDisputeMutation();
  const [returnReceived, receiving] = useConfirmReturnReceivedMutation();

  const send = async (action: PartyAction, disputeId: string, values: ActionValues): Promise<{ error?: unknown }> => {
    switch (action) {
      case 'accept_offer':
        return acceptOffer(disputeId);
      case 'return_shipped':
        return shipReturn({ disputeId, logisticsNo: values.logisticsNo.trim() });
      case 'escalate':
        return escalate(disputeId);
      case 'withdraw':
        return withdraw(disputeId);
      case 'return_received':
        return returnReceived(disputeId);
      default:
        return respond(respondBody(action, disputeId, values));
    }
  };
  const busy = [accepting, shipping, escalating, withdrawing, responding, receiving].some((state) => state.isLoading);
  return { send, busy };
}

/** The form field a 102 answer names, as the step's form calls it. */
export const FIELD_OF_WIRE: Record<string, keyof ActionValues> = {
  amount: 'amount',
  return_address: 'returnAddress',
  logistics_no: 'logisticsNo',
  text: 'text',
};
