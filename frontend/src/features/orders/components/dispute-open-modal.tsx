import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { Alert, Button, Group, Modal, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/shared/format';
import { centsToDollars, dollarsToCents } from '@/shared/money-input';
import { notify } from '@/shared/notify';
import { useOpenDisputeMutation } from '../api/dispute-api';
import { DISPUTE_KINDS, type DisputeKind, type DisputeOpenRequest } from '../api/dispute-types';
import { DISPUTE_KIND_LABELS } from '../disputes/dispute-labels';
import {
  DISPUTE_PHOTOS_MAX,
  DISPUTE_REASON_MAX,
  amountRangeValues,
  caseFormProblems,
  maxRefundable,
  type CaseFormField,
  type CaseFormValues,
} from '../disputes/dispute-rules';
import { PhotoPicker } from '../disputes/photo-picker';
import { errorField, orderErrorMessage } from '../order-actions';
import type { Order } from '../order-status';

/** Each field's problem, as the reader reads it. */
type Problems = Partial<Record<CaseFormField, string>>;

/** The body order/dispute/open takes from the checked form. */
function openRequest(order: Order, values: CaseFormValues): DisputeOpenRequest {
  const images = values.photos.map((photo) => photo.path);
  return {
    order_id: order.order_id,
    kind: values.kind as DisputeKind,
    reason: values.reason.trim(),
    amount: dollarsToCents(values.amount) ?? 0,
    ...(images.length > 0 ? { images } : {}),
  };
}

/**
 * "Problem with this order?": what happened, why, the refund asked (at most what was paid less
 * earlier refunds, offered in full) and up to six photos; on success, the case's own page.
 */
export function DisputeOpenModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const max = maxRefundable(order);
  const [values, setValues] = useState<CaseFormValues>({ kind: '', reason: '', amount: centsToDollars(max), photos: [] });
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [open, opening] = useOpenDisputeMutation();
  /** The problems' keys in the reader's words, each with its limits. */
  const worded = (found: Problems): Problems =>
    Object.fromEntries(
      Object.entries(found).map(([field, key]) => [
        field,
        field === 'amount' ? t(key, amountRangeValues({ min: 1, max })) : t(key, { max: field === 'photos' ? DISPUTE_PHOTOS_MAX : DISPUTE_REASON_MAX }),
      ]),
    );
  const change = (next: Partial<CaseFormValues>): void => {
    setValues((current) => ({ ...current, ...next }));
  };

  const submit = async (): Promise<void> => {
    const found = caseFormProblems(values, max);
    setProblems(worded(found));
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    const answer = await open(openRequest(order, values));
    if (answer.error === undefined) {
      notify('success', t('dispute.form.done'));
      void navigate(paths.userOrderDispute.getHref(order.order_id));
      return;
    }
    const field = errorField(answer.error);
    const message = orderErrorMessage(answer.error, t('api.error_unknown'));
    if (field === 'kind' || field === 'reason' || field === 'amount') setProblems({ [field]: message });
    else if (field === 'images') setProblems({ photos: message });
    else setRefusal(message);
  };

  return (
    <Modal opened onClose={onClose} title={t('dispute.form.title')} centered>
      <Stack gap="md">
        <Radio.Group
          label={t('dispute.form.kind')}
          withAsterisk
          value={values.kind}
          error={problems.kind}
          onChange={(kind) => {
            change({ kind });
          }}
        >
          <Stack gap="xs" mt="xs">
            {DISPUTE_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={t(DISPUTE_KIND_LABELS[kind])} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('dispute.form.reason')}
          withAsterisk
          rows={3}
          maxLength={DISPUTE_REASON_MAX}
          value={values.reason}
          error={problems.reason}
          onChange={(event) => {
            change({ reason: event.currentTarget.value });
          }}
        />
        <TextInput
          label={t('dispute.form.amount')}
          description={t('dispute.form.amount_hint', { max: formatMoney(max) })}
          withAsterisk
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          error={problems.amount}
          onChange={(event) => {
            change({ amount: event.currentTarget.value });
          }}
        />
        <PhotoPicker
          photos={values.photos}
          error={problems.photos}
          onChange={(photos) => {
            change({ photos });
          }}
        />
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('dispute.dialog.back')}
          </Button>
          <Button loading={opening.isLoading} onClick={() => void submit()}>
            {t('dispute.form.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
