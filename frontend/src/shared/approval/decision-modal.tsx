import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmStepModal } from './confirm-step-modal';
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
  /**
   * An approval against a warning: the reviewer ticks this statement and must give a remark
   * (the warning itself goes in `summary`).
   */
  approvalAcknowledgement?: string | null;
}

/**
 * Confirms an approval or a rejection. A rejection needs a remark; an approval may carry one.
 * A refusal stays in the modal; 108 (already decided) says so and offers only closing.
 */
export function DecisionModal({ kind, summary, busy, onClose, onConfirm, approvalAcknowledgement = null }: DecisionModalProps) {
  const { t } = useTranslation();
  const approving = kind === 'approve';
  const cautious = approving && approvalAcknowledgement !== null;
  return (
    <ConfirmStepModal
      opened={kind !== null}
      title={approving ? t('console.decision.approve_title') : t('console.decision.reject_title')}
      question={approving ? t('console.decision.approve_question') : t('console.decision.reject_question')}
      summary={summary}
      field={{
        label: cautious
          ? t('console.decision.remark_why')
          : approving
            ? t('console.decision.remark_optional')
            : t('console.decision.remark_reason'),
        required: !approving || cautious,
        rows: 3,
        maxLength: REMARK_MAX,
        problem: (remark) => {
          if (cautious && remark.trim() === '') return t('console.decision.remark_why_required');
          const local = kind && remarkProblem(kind, remark);
          return local ? t(local, { max: REMARK_MAX }) : null;
        },
        takesServerError: true,
      }}
      acknowledgement={cautious ? approvalAcknowledgement : null}
      notPendingHint={t('console.decision.not_pending_hint')}
      confirmLabel={approving ? t('console.decision.confirm_approve') : t('console.decision.confirm_reject')}
      confirmColor={approving ? 'green' : 'red'}
      busy={busy}
      onClose={onClose}
      onConfirm={(remark) => (kind ? onConfirm(kind, remark) : Promise.resolve(null))}
    />
  );
}
