import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REMARK_MAX, remarkProblem, type DecisionKind, type DecisionProblem } from './decision';

export interface DecisionModalProps {
  /** The decision being confirmed; null keeps the modal closed. */
  kind: DecisionKind | null;
  /** What is being decided (user, amount, method...). */
  summary: ReactNode;
  busy: boolean;
  onClose: () => void;
  /** Sends the decision; answers null on success, else what went wrong. */
  onConfirm: (kind: DecisionKind, remark: string) => Promise<DecisionProblem | null>;
}

/**
 * Confirms an approval or a rejection. A rejection needs a remark; an approval may carry one.
 * A refusal stays in the modal; 108 (already decided) says so and offers only closing.
 */
export function DecisionModal({ kind, summary, busy, onClose, onConfirm }: DecisionModalProps) {
  const { t } = useTranslation();
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const [problem, setProblem] = useState<DecisionProblem | null>(null);

  const close = (): void => {
    setRemark('');
    setRemarkError(null);
    setProblem(null);
    onClose();
  };

  const confirm = async (): Promise<void> => {
    if (!kind) return;
    const local = remarkProblem(kind, remark);
    if (local) {
      setRemarkError(t(local, { max: REMARK_MAX }));
      return;
    }
    setRemarkError(null);
    setProblem(null);
    const outcome = await onConfirm(kind, remark.trim());
    if (!outcome) {
      close();
      return;
    }
    if (outcome.field === 'remark') setRemarkError(outcome.message);
    else setProblem(outcome);
  };

  const approving = kind === 'approve';
  return (
    <Modal
      opened={kind !== null}
      onClose={close}
      title={approving ? t('console.decision.approve_title') : t('console.decision.reject_title')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{approving ? t('console.decision.approve_question') : t('console.decision.reject_question')}</Text>
        {summary}
        {problem?.notPending ? null : (
          <Textarea
            label={approving ? t('console.decision.remark_optional') : t('console.decision.remark_reason')}
            withAsterisk={!approving}
            rows={3}
            maxLength={REMARK_MAX}
            value={remark}
            error={remarkError}
            onChange={(event) => {
              setRemark(event.currentTarget.value);
            }}
          />
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert" title={t('console.decision.failed')}>
            {problem.message}
            {problem.notPending && <Text size="sm" mt={4}>{t('console.decision.not_pending_hint')}</Text>}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {problem?.notPending ? t('console.decision.close') : t('console.decision.cancel')}
          </Button>
          {!problem?.notPending && (
            <Button color={approving ? 'green' : 'red'} loading={busy} onClick={() => void confirm()}>
              {approving ? t('console.decision.confirm_approve') : t('console.decision.confirm_reject')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
