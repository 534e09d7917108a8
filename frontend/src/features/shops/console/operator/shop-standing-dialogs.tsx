import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmStepModal } from '@/shared/approval/confirm-step-modal';
import { REMARK_MAX, type DecisionProblem } from '@/shared/approval/decision';
import type { OperatorShop } from './operator-shops-api';
import type { StandingAction } from './standing-problem';

export interface ShopStandingDialogProps {
  action: StandingAction | null;
  shop: OperatorShop | null;
  busy: boolean;
  onClose: () => void;
  /** Sends the change with the trimmed text; answers null on success, else what went wrong. */
  onConfirm: (action: StandingAction, text: string) => Promise<DecisionProblem | null>;
}

/**
 * The operator's two steps on a shop: suspending it (a reason is required: the seller reads it)
 * and reinstating it (a remark for the record, optional). A refusal stays in the dialog; 108
 * (another operator changed the shop's standing first) says so and offers only closing.
 */
export function ShopStandingDialogs({ action, shop, busy, onClose, onConfirm }: ShopStandingDialogProps) {
  const { t } = useTranslation();
  const name = shop?.name ?? '';
  const tooLong = (value: string) => (value.trim().length > REMARK_MAX ? t('console.shops.text_too_long') : null);
  const summary = shop && (
    <Text size="sm" c="dimmed">
      {t('console.shops.dialog_owner', { email: shop.owner.email, uid: shop.owner.uid })}
    </Text>
  );
  return (
    <>
      <ConfirmStepModal
        opened={action === 'suspend'}
        title={t('console.shops.suspend_title')}
        question={t('console.shops.suspend_question', { name })}
        summary={summary}
        field={{
          label: t('console.shops.reason'),
          required: true,
          maxLength: REMARK_MAX,
          rows: 3,
          problem: (value) => (value.trim() === '' ? t('console.shops.reason_required') : tooLong(value)),
          takesServerError: true,
        }}
        notPendingHint={t('console.shops.moved_on')}
        confirmLabel={t('console.shops.suspend_confirm')}
        confirmColor="red"
        busy={busy}
        onClose={onClose}
        onConfirm={(text) => onConfirm('suspend', text)}
      />
      <ConfirmStepModal
        opened={action === 'reinstate'}
        title={t('console.shops.reinstate_title')}
        question={t('console.shops.reinstate_question', { name })}
        summary={summary}
        field={{
          label: t('console.shops.remark'),
          required: false,
          maxLength: REMARK_MAX,
          rows: 2,
          problem: tooLong,
          takesServerError: true,
        }}
        notPendingHint={t('console.shops.moved_on')}
        confirmLabel={t('console.shops.reinstate_confirm')}
        busy={busy}
        onClose={onClose}
        onConfirm={(text) => onConfirm('reinstate', text)}
      />
    </>
  );
}
