import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [logisticsNo, setLogisticsNo] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<DecisionProblem | null>(null);

  const close = (): void => {
    setLogisticsNo('');
    setFieldError(null);
    setProblem(null);
    onClose();
  };

  const confirm = async (): Promise<void> => {
    if (!action) return;
    if (action === 'ship') {
      const local = logisticsNoProblem(logisticsNo);
      if (local) {
        setFieldError(t(local, { max: LOGISTICS_NO_MAX }));
        return;
      }
    }
    setFieldError(null);
    setProblem(null);
    const outcome = await onConfirm(action, logisticsNo.trim());
    if (!outcome) close();
    else setProblem(outcome);
  };

  const shipping = action === 'ship';
  return (
    <Modal
      opened={action !== null}
      onClose={close}
      title={shipping ? t('console.seller.ship_title') : t('console.seller.confirm_title')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {shipping
            ? t('console.seller.ship_question', { number: orderSn })
            : t('console.seller.confirm_question', { number: orderSn })}
        </Text>
        {shipping && !problem?.notPending && (
          <TextInput
            label={t('console.seller.logistics_no')}
            withAsterisk
            maxLength={LOGISTICS_NO_MAX}
            value={logisticsNo}
            error={fieldError}
            onChange={(event) => {
              setLogisticsNo(event.currentTarget.value);
            }}
          />
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert" title={t('console.decision.failed')}>
            {problem.message}
            {problem.notPending && (
              <Text size="sm" mt={4}>
                {t('console.seller.moved_on_hint')}
              </Text>
            )}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {problem?.notPending ? t('console.decision.close') : t('console.decision.cancel')}
          </Button>
          {!problem?.notPending && (
            <Button loading={busy} onClick={() => void confirm()}>
              {shipping ? t('console.seller.ship_confirm') : t('console.seller.confirm_confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
