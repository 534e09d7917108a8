import { useTranslation } from 'react-i18next';
import { ConfirmStepModal } from '@/shared/approval/confirm-step-modal';
import type { DecisionProblem } from '@/shared/approval/decision';
import { LOGISTICS_NO_MAX, logisticsNoProblem, type SellerAction } from './seller-orders';

export interface SellerActionModalProps {
  action: SellerAction | null;
  orderSn: string;
  busy: boolean;
  onClose: () => void;
  /** Sends the step; answers null on success, else what went wrong. */
  onConfirm: (action: SellerAction, logisticsNo: string) => Promise<DecisionProblem | null>;
}

/**
 * Confirms a seller's step on an order: confirming it, or shipping it with a logistics number.
 * A refusal stays in the modal; 108 (the order moved on) says so and offers only closing.
 */
export function SellerActionModal({ action, orderSn, busy, onClose, onConfirm }: SellerActionModalProps) {
  const { t } = useTranslation();
  const shipping = action === 'ship';
  const logisticsField = {
    label: t('console.seller.logistics_no'),
    required: true,
    maxLength: LOGISTICS_NO_MAX,
    problem: (logisticsNo: string) => {
      const local = logisticsNoProblem(logisticsNo);
      return local ? t(local, { max: LOGISTICS_NO_MAX }) : null;
    },
  };
  return (
    <ConfirmStepModal
      opened={action !== null}
      title={shipping ? t('console.seller.ship_title') : t('console.seller.confirm_title')}
      question={
        shipping
          ? t('console.seller.ship_question', { number: orderSn })
          : t('console.seller.confirm_question', { number: orderSn })
      }
      field={shipping ? logisticsField : null}
      notPendingHint={t('console.seller.moved_on_hint')}
      confirmLabel={shipping ? t('console.seller.ship_confirm') : t('console.seller.confirm_confirm')}
      busy={busy}
      onClose={onClose}
      onConfirm={(logisticsNo) => (action ? onConfirm(action, logisticsNo) : Promise.resolve(null))}
    />
  );
}
