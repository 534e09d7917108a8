import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { notify } from '@/shared/notify';
import { useExtendReceiptMutation } from '../api/dispute-api';
import { canExtendReceipt, hasOpenDispute } from '../disputes/dispute-rules';
import { secondsOf } from '../disputes/wire';
import { orderErrorMessage } from '../order-actions';
import type { Order } from '../order-status';

/**
 * While the goods are awaited: the day the system confirms receipt for the buyer, and the one
 * extension they may ask for (after it, the button is gone). An open case stops this clock.
 */
export function ReceiptDeadline({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [extend, extending] = useExtendReceiptMutation();
  const deadline = secondsOf(order.receipt_deadline);
  if (order.status !== 'wait_receipt' || deadline === null) return null;

  const close = (): void => {
    setAsking(false);
    setProblem(null);
  };
  const confirm = async (): Promise<void> => {
    const answer = await extend(order.order_id);
    if (answer.error === undefined) {
      notify('success', t('dispute.receipt.extend_done'));
      close();
      return;
    }
    setProblem(orderErrorMessage(answer.error, t('api.error_unknown')));
  };

  return (
    <Paper withBorder p="sm" radius="md" data-testid="receipt-deadline">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('dispute.receipt.deadline', { time: formatDateTime(deadline) })}
          </Text>
          {hasOpenDispute(order) && (
            <Text size="xs" c="dimmed">
              {t('dispute.receipt.paused')}
            </Text>
          )}
          {order.receipt_extended && (
            <Text size="xs" c="dimmed" data-testid="receipt-extended">
              {t('dispute.receipt.extended')}
            </Text>
          )}
        </Stack>
        {canExtendReceipt(order) && (
          <Button
            size="xs"
            variant="default"
            aria-label={t('dispute.receipt.extend_label', { number: order.order_sn })}
            onClick={() => {
              setAsking(true);
            }}
          >
            {t('dispute.receipt.extend')}
          </Button>
        )}
      </Group>
      <Modal opened={asking} onClose={close} title={t('dispute.receipt.extend_title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('dispute.receipt.extend_question')}</Text>
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('dispute.dialog.back')}
            </Button>
            <Button loading={extending.isLoading} onClick={() => void confirm()}>
              {t('dispute.receipt.extend')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
