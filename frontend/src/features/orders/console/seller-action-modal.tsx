import { useTranslation } from 'react-i18next';
import { ConfirmStepModal } from '@/shared/approval/confirm-step-modal';
import type { DecisionProblem } from '@/shared/approval/decision';
import type { SellerAction, SellerStep } from './seller-orders';
import { ShipOrderModal } from './ship-order-modal';

export interface SellerActionModalProps {
  action: SellerAction | null;
  orderSn: string;
  busy: boolean;
  onClose: () => void;
  /** Sends the step (shipping: with its shipment); answers null on success, else what went wrong. */
  onConfirm: (step: SellerStep) => Promise<DecisionProblem | null>;
}

/**
 * Confirms a seller's step on an order: confirming it, or shipping it with a carrier and a
 * logistics number. A refusal stays in the modal; 108 (the order moved on) says so and offers
 * only closing.
 */
export function SellerActionModal({ action, orderSn, busy, onClose, onConfirm }: SellerActionModalProps) {
  const { t } = useTranslation();
  return (
    <>
      <ShipOrderModal
        opened={action === 'ship'}
        orderSn={orderSn}
        busy={busy}
        onClose={onClose}
        onConfirm={(shipment) => onConfirm({ action: 'ship', shipment })}
      />
      <ConfirmStepModal
        opened={action === 'confirm'}
        title={t('console.seller.confirm_title')}
        question={t('console.seller.confirm_question', { number: orderSn })}
        field={null}
        notPendingHint={t('console.seller.moved_on_hint')}
        confirmLabel={t('console.seller.confirm_confirm')}
        busy={busy}
        onClose={onClose}
        onConfirm={() => onConfirm({ action: 'confirm' })}
      />
    </>
  );
}
