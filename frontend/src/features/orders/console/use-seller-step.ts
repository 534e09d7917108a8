import { useTranslation } from 'react-i18next';
import { decisionProblem, type DecisionProblem } from '@/shared/approval/decision';
import { notify } from '@/shared/notify';
import { useConfirmSellerOrderMutation, useShipSellerOrderMutation } from './seller-order-api';
import type { SellerStep } from './seller-orders';

/**
 * Sends a seller's step on an order (confirm, or ship with a carrier and a logistics number), as the list and
 * the detail page both offer it: success is announced, a refusal is answered for the modal.
 */
export function useSellerStep() {
  const { t } = useTranslation();
  const [confirmOrder, confirming] = useConfirmSellerOrderMutation();
  const [shipOrder, shipping] = useShipSellerOrderMutation();

  const send = async (orderId: string, step: SellerStep): Promise<DecisionProblem | null> => {
    const answer = step.action === 'ship' ? await shipOrder({ orderId, ...step.shipment }) : await confirmOrder(orderId);
    if (answer.error === undefined) {
      notify('success', step.action === 'confirm' ? t('console.seller.confirmed') : t('console.seller.shipped'));
      return null;
    }
    return decisionProblem(answer.error, t('api.error_unknown'));
  };

  return { send, busy: confirming.isLoading || shipping.isLoading };
}
