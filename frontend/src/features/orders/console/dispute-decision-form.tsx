import { Alert, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApprovalsBadge } from '@/shared/approval/approvals-badge';
import { Section } from '@/shared/components/section';
import { formatMoney } from '@/shared/format';
import { dollarsToCents } from '@/shared/money-input';
import { notify } from '@/shared/notify';
import { useDecideDisputeMutation } from '../api/dispute-api';
import type { DisputeDecideAnswer, DisputeDetail } from '../api/dispute-types';
import { DECISION_REMARK_MAX, amountRangeValues, decisionProblems, type AmountRange, type DecisionProblems } from '../disputes/dispute-rules';
import { errorField, orderErrorMessage } from '../order-actions';

/**
 * The arbiter's decision (console/dispute/decide): any refund from nothing to the most
 * refundable, with the remark both parties read. Where two arbiters must agree, a first decision
 * answers "1 of 2 approvals" and the case waits for a second arbiter deciding the same amount.
 */
export function DisputeDecisionForm({ detail }: { detail: DisputeDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [decide, deciding] = useDecideDisputeMutation();
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [problems, setProblems] = useState<DecisionProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<DisputeDecideAnswer | null>(null);
  const range: AmountRange = { min: 0, max: detail.max_amount };
  const approvals = recorded ?? detail;

  const submit = async (): Promise<void> => {
    const found = decisionProblems(amount, remark, range);
    setProblems({
      amount: found.amount && t(found.amount, amountRangeValues(range)),
      remark: found.remark && (found.remark === 'dispute.field.required' ? t('console.dispute.decide.remark_required') : t(found.remark, { max: DECISION_REMARK_MAX })),
    });
    setRefusal(null);
    if (found.amount || found.remark) return;
    const answer = await decide({ dispute_id: detail.dispute_id, refund_amount: dollarsToCents(amount) ?? 0, remark: remark.trim() });
    if (answer.data) {
      if (answer.data.approvals < answer.data.approvals_needed) {
        setRecorded(answer.data);
        return;
      }
      notify('success', t('console.dispute.decide.done'));
      void navigate(paths.consoleDisputes.getHref());
      return;
    }
    const message = orderErrorMessage(answer.error, t('api.error_unknown'));
    const field = errorField(answer.error);
    if (field === 'refund_amount') setProblems({ amount: message });
    else if (field === 'remark') setProblems({ remark: message });
    else setRefusal(message);
  };

  return (
    <Section title={t('console.dispute.decide.title')}>
      <Stack gap="sm" data-testid="decision-form">
        <ApprovalsBadge item={approvals} />
        {recorded && (
          <Alert color="blue" variant="light" role="status">
            {t('console.dispute.decide.waiting_second')}
          </Alert>
        )}
        <TextInput
          label={t('console.dispute.decide.amount')}
          description={t('console.dispute.decide.amount_hint', { max: formatMoney(detail.max_amount) })}
          withAsterisk
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={problems.amount}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
          }}
        />
        <Textarea
          label={t('console.dispute.decide.remark')}
          description={t('console.dispute.decide.remark_hint')}
          withAsterisk
          rows={2}
          maxLength={DECISION_REMARK_MAX}
          value={remark}
          error={problems.remark}
          onChange={(event) => {
            setRemark(event.currentTarget.value);
          }}
        />
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('console.dispute.decide.asked', { amount: formatMoney(detail.requested_amount) })}
          </Text>
          <Button loading={deciding.isLoading} onClick={() => void submit()}>
            {t('console.dispute.decide.submit')}
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}
