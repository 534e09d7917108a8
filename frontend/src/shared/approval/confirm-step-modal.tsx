import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionProblem } from './decision';

/** The one text field a step may ask for. */
export interface StepField {
  label: string;
  required: boolean;
  maxLength: number;
  /** Rows of a multi-line field; without it the field is one line. */
  rows?: number;
  /** Null when the value may be sent, else the (translated) reason it may not. */
  problem: (value: string) => string | null;
  /** A refusal naming a field (DecisionProblem.field) shows under this field, not in the alert. */
  takesServerError?: boolean;
}

export interface ConfirmStepModalProps {
  opened: boolean;
  title: string;
  question: string;
  /** What the step is about, under the question. */
  summary?: ReactNode;
  /** Null when the step needs no text. */
  field: StepField | null;
  /** A statement the user must tick before confirming (a step taken against a warning). */
  acknowledgement?: string | null;
  /** Shown under the refusal when someone else moved the thing on first (108). */
  notPendingHint: string;
  confirmLabel: string;
  confirmColor?: string;
  busy: boolean;
  onClose: () => void;
  /** Sends the step with the trimmed field value; answers null on success, else what went wrong. */
  onConfirm: (value: string) => Promise<DecisionProblem | null>;
}

/**
 * Confirms one step of a review, with at most one text field. A refusal stays in the modal;
 * 108 (it moved on) says so and offers only closing.
 */
export function ConfirmStepModal(props: ConfirmStepModalProps) {
  const { opened, title, question, summary, field, notPendingHint, confirmLabel, confirmColor, busy } = props;
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<DecisionProblem | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [unacknowledged, setUnacknowledged] = useState(false);
  const acknowledgement = props.acknowledgement ?? null;

  const close = (): void => {
    setValue('');
    setFieldError(null);
    setProblem(null);
    setAcknowledged(false);
    setUnacknowledged(false);
    props.onClose();
  };

  const confirm = async (): Promise<void> => {
    if (!opened) return;
    const local = field?.problem(value) ?? null;
    setFieldError(local);
    setUnacknowledged(acknowledgement !== null && !acknowledged);
    if (local || (acknowledgement !== null && !acknowledged)) return;
    setProblem(null);
    const outcome = await props.onConfirm(value.trim());
    if (!outcome) {
      close();
      return;
    }
    if (outcome.field && field?.takesServerError) setFieldError(outcome.message);
    else setProblem(outcome);
  };

  const fieldProps = {
    label: field?.label,
    withAsterisk: field?.required,
    maxLength: field?.maxLength,
    value,
    error: fieldError,
    onChange: (event: { currentTarget: { value: string } }) => {
      setValue(event.currentTarget.value);
    },
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{question}</Text>
        {summary}
        {field && !problem?.notPending && (
          field.rows ? <Textarea rows={field.rows} {...fieldProps} /> : <TextInput {...fieldProps} />
        )}
        {acknowledgement && !problem?.notPending && (
          <Checkbox
            label={acknowledgement}
            checked={acknowledged}
            error={unacknowledged ? t('console.decision.acknowledge_required') : undefined}
            onChange={(event) => {
              setAcknowledged(event.currentTarget.checked);
            }}
          />
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert" title={t('console.decision.failed')}>
            {problem.message}
            {problem.notPending && (
              <Text size="sm" mt={4}>
                {notPendingHint}
              </Text>
            )}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {problem?.notPending ? t('console.decision.close') : t('console.decision.cancel')}
          </Button>
          {!problem?.notPending && (
            <Button color={confirmColor} loading={busy} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
