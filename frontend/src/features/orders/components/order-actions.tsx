import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../order-status';
import { notify } from '@/shared/notify';
import { MoneyConfirmModal } from '@/shared/components/money-confirm-modal';
import { useCancelOrderMutation, useConfirmReceiptMutation, useGetAvailableBalanceQuery, useRefundOrderMutation } from '../api/order-api';
import { REFUND_REASON_MAX, actionsFor, orderErrorMessage, refundReasonProblem, type OrderAction } from '../order-actions';
import { isChainPaymentMoving } from '../chain-pay/chain-payment';
import { PayOnChainButton } from '../chain-pay/pay-on-chain-button';
import { PayProblemAlert } from './pay-problem-alert';
import { usePayOrders } from './use-pay-orders';

type Confirmable = Exclude<OrderAction, 'pay'>;

const QUESTION: Record<Confirmable, string> = {
  cancel: 'order.cancel.question',
  refund: 'order.refund.question',
  confirm_receipt: 'order.receipt.question',
};
const TITLE: Record<Confirmable, string> = {
  cancel: 'order.cancel.title',
  refund: 'order.refund.title',
  confirm_receipt: 'order.receipt.title',
};
const DONE: Record<Confirmable, string> = {
  cancel: 'order.cancel.done',
  refund: 'order.refund.done',
  confirm_receipt: 'order.receipt.done',
};
const BUTTON: Record<OrderAction, string> = {
  pay: 'order.action.pay',
  cancel: 'order.action.cancel',
  refund: 'order.action.refund',
  confirm_receipt: 'order.action.confirm_receipt',
};
const BUTTON_LABEL: Record<OrderAction, string> = {
  pay: 'order.action.pay_label',
  cancel: 'order.action.cancel_label',
  refund: 'order.action.refund_label',
  confirm_receipt: 'order.action.confirm_receipt_label',
};

/** Pay, after a second step that shows the amount, the order it pays for and the balance after. */
function PayConfirmation({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const { pay, paying, problem } = usePayOrders();
  const { data: balance } = useGetAvailableBalanceQuery(undefined, { refetchOnMountOrArgChange: true });
  const amount = order.pay_amount;
  return (
    <MoneyConfirmModal
      opened
      title={t('order.pay_confirm.title')}
      purpose={t('order.pay_confirm.purpose', { number: order.order_sn, shop: order.shop.name })}
      amount={amount}
      balance={balance}
      confirmLabel={t('order.pay_confirm.confirm')}
      busy={paying}
      onConfirm={() => {
        void pay([order.order_id]).then((paid) => {
          if (paid) onClose();
        });
      }}
      onClose={onClose}
    >
      {problem && <PayProblemAlert problem={problem} />}
    </MoneyConfirmModal>
  );
}

/** The buttons an order's status allows: pay, cancel, refund with a reason, confirm receipt. */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const actions = actionsFor(order.status);
  const [confirmingPay, setConfirmingPay] = useState(false);
  const [cancelOrder, cancelling] = useCancelOrderMutation();
  const [refundOrder, refunding] = useRefundOrderMutation();
  const [confirmReceipt, confirming] = useConfirmReceiptMutation();
  const [asking, setAsking] = useState<Confirmable | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (actions.length === 0) return null;

  const close = (): void => {
    setAsking(null);
    setReason('');
    setReasonError(null);
    setProblem(null);
  };

  const confirm = async (): Promise<void> => {
    if (!asking) return;
    if (asking === 'refund') {
      const local = refundReasonProblem(reason);
      if (local) {
        setReasonError(t(local, { max: REFUND_REASON_MAX }));
        return;
      }
    }
    const answer =
      asking === 'cancel'
        ? await cancelOrder(order.order_id)
        : asking === 'refund'
          ? await refundOrder({ orderId: order.order_id, reason: reason.trim() })
          : await confirmReceipt(order.order_id);
    if (answer.error === undefined) {
      notify('success', t(DONE[asking]));
      close();
      return;
    }
    setProblem(orderErrorMessage(answer.error, t('api.error_unknown')));
  };

  return (
    <Stack gap="xs" align="flex-end">
      <Group gap="xs" justify="flex-end">
        {actions.map((action) => (
          <Button
            key={action}
            size="xs"
            variant={action === 'pay' || action === 'confirm_receipt' ? 'filled' : 'default'}
            color={action === 'cancel' || action === 'refund' ? 'red' : undefined}
            aria-label={t(BUTTON_LABEL[action], { number: order.order_sn })}
            onClick={() => {
              if (action === 'pay') setConfirmingPay(true);
              else setAsking(action);
            }}
          >
            {t(BUTTON[action])}
          </Button>
        ))}
        {actions.includes('pay') && !isChainPaymentMoving(order.chain_payment) && <PayOnChainButton orderIds={[order.order_id]} size="xs" />}
      </Group>
      {confirmingPay && (
        <PayConfirmation
          order={order}
          onClose={() => {
            setConfirmingPay(false);
          }}
        />
      )}
      <Modal opened={asking !== null} onClose={close} title={asking ? t(TITLE[asking]) : ''} centered>
        {asking && (
          <Stack gap="md">
            <Text size="sm">{t(QUESTION[asking], { number: order.order_sn })}</Text>
            {asking === 'refund' && (
              <Textarea
                label={t('order.refund.reason')}
                withAsterisk
                rows={3}
                maxLength={REFUND_REASON_MAX}
                value={reason}
                error={reasonError}
                onChange={(event) => {
                  setReason(event.currentTarget.value);
                }}
              />
            )}
            {problem && (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('order.dialog.back')}
              </Button>
              <Button
                color={asking === 'confirm_receipt' ? undefined : 'red'}
                loading={cancelling.isLoading || refunding.isLoading || confirming.isLoading}
                onClick={() => void confirm()}
              >
                {t('order.dialog.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
