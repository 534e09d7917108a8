import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format';
import { notify } from '@/shared/notify';
import type { DisputeDetail } from '../api/dispute-types';
import { errorField, orderErrorMessage } from '../order-actions';
import {
  ACTION_FIELDS,
  FIELD_MAX,
  NO_ACTION_VALUES,
  actionAmount,
  actionProblems,
  offerRange,
  type ActionValues,
  type PartyAction,
} from './case-actions';
import { ACTION_TEXTS, CAUTIOUS_ACTIONS } from './case-texts';
import { amountRangeValues } from './dispute-rules';
import { FIELD_OF_WIRE, useCaseAction } from './use-case-action';

type Problems = Partial<Record<keyof ActionValues, string>>;

/**
 * One step of a case, confirmed with what it means in money, and with the fields it needs:
 * the offer's amount, the return address, the return's tracking number, or the seller's note.
 */
export function CaseActionModal({ action, detail, onClose }: { action: PartyAction; detail: DisputeDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { send, busy } = useCaseAction();
  const [values, setValues] = useState<ActionValues>(NO_ACTION_VALUES);
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const fields = ACTION_FIELDS[action];
  const texts = ACTION_TEXTS[action];
  const worded = (found: Problems): Problems =>
    Object.fromEntries(
      Object.entries(found).map(([field, key]) => [
        field,
        field === 'amount' ? t(key, amountRangeValues(offerRange(detail))) : t(key, { max: FIELD_MAX[field as keyof typeof FIELD_MAX] }),
      ]),
    );
  const input = (field: keyof ActionValues) => ({
    value: values[field],
    error: problems[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  const confirm = async (): Promise<void> => {
    const found = actionProblems(action, values, detail);
    setProblems(worded(found));
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    const answer = await send(action, detail.dispute_id, values);
    if (answer.error === undefined) {
      notify('success', t(texts.done));
      onClose();
      return;
    }
    const message = orderErrorMessage(answer.error, t('api.error_unknown'));
    const field = FIELD_OF_WIRE[errorField(answer.error) ?? ''];
    if (field) setProblems({ [field]: message });
    else setRefusal(message);
  };

  return (
    <Modal opened onClose={onClose} title={t(texts.title)} centered>
      <Stack gap="md">
        <Text size="sm">{t(texts.question, { amount: formatMoney(actionAmount(action, detail)) })}</Text>
        {fields.amount && (
          <TextInput
            label={t('dispute.field.amount')}
            description={t('dispute.field.offer_hint', { amount: formatMoney(detail.requested_amount) })}
            withAsterisk
            inputMode="decimal"
            autoComplete="off"
            {...input('amount')}
          />
        )}
        {fields.returnAddress && (
          <Textarea label={t('dispute.field.return_address')} withAsterisk rows={2} maxLength={FIELD_MAX.returnAddress} {...input('returnAddress')} />
        )}
        {fields.logisticsNo && (
          <TextInput label={t('dispute.field.logistics_no')} withAsterisk autoComplete="off" maxLength={FIELD_MAX.logisticsNo} {...input('logisticsNo')} />
        )}
        {fields.text && (
          <Textarea
            label={fields.text === 'required' ? t('dispute.field.refuse_reason') : t('dispute.field.note')}
            withAsterisk={fields.text === 'required'}
            rows={2}
            maxLength={FIELD_MAX.text}
            {...input('text')}
          />
        )}
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('dispute.dialog.back')}
          </Button>
          <Button color={CAUTIOUS_ACTIONS.includes(action) ? 'red' : undefined} loading={busy} onClick={() => void confirm()}>
            {t('dispute.dialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
