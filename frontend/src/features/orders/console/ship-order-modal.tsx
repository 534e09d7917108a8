import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionProblem } from '@/shared/approval/decision';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';
import { LOGISTICS_NO_MAX, carrierProblem, logisticsNoProblem, type Shipment } from './seller-orders';

export interface ShipOrderModalProps {
  opened: boolean;
  orderSn: string;
  busy: boolean;
  onClose: () => void;
  /** Sends the shipment; answers null on success, else what went wrong. */
  onConfirm: (shipment: Shipment) => Promise<DecisionProblem | null>;
}

/**
 * Ships an order: the carrier, picked (and searched) from the site's list, and the parcel's
 * logistics number. A refusal stays in the modal; 108 (the order moved on) offers only closing.
 */
export function ShipOrderModal({ opened, orderSn, busy, onClose, onConfirm }: ShipOrderModalProps) {
  const { t } = useTranslation();
  const { data: config } = useGetSiteConfigQuery();
  const [carrier, setCarrier] = useState<string | null>(null);
  const [logisticsNo, setLogisticsNo] = useState('');
  const [errors, setErrors] = useState<{ carrier: string | null; logisticsNo: string | null }>({ carrier: null, logisticsNo: null });
  const [problem, setProblem] = useState<DecisionProblem | null>(null);
  const carriers = (config?.carriers ?? []).map((option) => ({ value: option.code, label: option.name }));

  const close = (): void => {
    setCarrier(null);
    setLogisticsNo('');
    setErrors({ carrier: null, logisticsNo: null });
    setProblem(null);
    onClose();
  };

  const confirm = async (): Promise<void> => {
    const carrierKey = carrierProblem(carrier);
    const numberKey = logisticsNoProblem(logisticsNo);
    setErrors({
      carrier: carrierKey ? t(carrierKey) : null,
      logisticsNo: numberKey ? t(numberKey, { max: LOGISTICS_NO_MAX }) : null,
    });
    if (carrierKey || numberKey || carrier === null) return;
    setProblem(null);
    const outcome = await onConfirm({ carrier, logisticsNo: logisticsNo.trim() });
    if (outcome) setProblem(outcome);
    else close();
  };

  const moved = problem?.notPending === true;
  return (
    <Modal opened={opened} onClose={close} title={t('console.seller.ship_title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('console.seller.ship_question', { number: orderSn })}</Text>
        {!moved && (
          <>
            <Select
              label={t('console.seller.carrier')}
              placeholder={t('console.seller.carrier_placeholder')}
              data={carriers}
              value={carrier}
              onChange={(value) => {
                setCarrier(value);
                setErrors((shown) => ({ ...shown, carrier: null }));
              }}
              searchable
              nothingFoundMessage={t('console.seller.carrier_nothing')}
              withAsterisk
              error={errors.carrier}
              comboboxProps={{ withinPortal: true }}
              data-testid="ship-carrier"
            />
            <TextInput
              label={t('console.seller.logistics_no')}
              withAsterisk
              maxLength={LOGISTICS_NO_MAX}
              value={logisticsNo}
              error={errors.logisticsNo}
              onChange={(event) => {
                setLogisticsNo(event.currentTarget.value);
              }}
            />
          </>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert" title={t('console.decision.failed')}>
            {problem.message}
            {moved && (
              <Text size="sm" mt={4}>
                {t('console.seller.moved_on_hint')}
              </Text>
            )}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {moved ? t('console.decision.close') : t('console.decision.cancel')}
          </Button>
          {!moved && (
            <Button loading={busy} onClick={() => void confirm()}>
              {t('console.seller.ship_confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
