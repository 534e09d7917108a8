import { Anchor, Center, Grid, Loader, Paper, Stack, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/session-slice';
import { isApiError } from '@/shared/api/api-types';
import { LoadFailed } from '@/shared/components/load-failed';
import { applicationIdParam, shortId } from '@/shared/approval/application-id';
import { announceDecision } from '@/shared/approval/announce-decision';
import { decisionProblem, type DecisionKind } from '@/shared/approval/decision';
import { DecisionModal } from '@/shared/approval/decision-modal';
import { DetailHeading } from '@/shared/approval/detail-heading';
import { useApproveWithdrawMutation, useGetWithdrawReviewQuery, useRejectWithdrawMutation } from './wallet-review-api';
import type { WithdrawReview } from './wallet-review-types';
import { OtherWithdrawals, UserBalance, WalletEntries, WithdrawDetails } from './withdraw-details';
import { WithdrawDecisionSummary } from './withdraw-decision-summary';

const CODE_NOT_FOUND = 103;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" h="100%">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The withdrawal, the user's balance, wallet history and other withdrawals, and the decision. */
function WithdrawReviewView({ review }: { review: WithdrawReview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useAppSelector(selectUser);
  const [approve, approving] = useApproveWithdrawMutation();
  const [reject, rejecting] = useRejectWithdrawMutation();
  const [decision, setDecision] = useState<DecisionKind | null>(null);
  const { withdraw } = review;

  const decide = async (kind: DecisionKind, remark: string) => {
    const result = await (kind === 'approve' ? approve : reject)({ id: withdraw.withdraw_id, remark });
    if (result.error === undefined) {
      announceDecision(kind, withdraw, t);
      void navigate(paths.consoleWithdraw.getHref());
      return null;
    }
    return decisionProblem(result.error, t('api.error_unknown'));
  };

  return (
    <>
      <DetailHeading
        title={t('console.withdraw.number', { id: shortId(withdraw.withdraw_id) })}
        item={withdraw}
        viewerUid={viewer?.uid}
        onDecide={setDecision}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Section title={t('console.withdraw.application')}>
            <WithdrawDetails withdraw={withdraw} />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Section title={t('console.withdraw.balance_title')}>
            <UserBalance balance={review.balance} />
          </Section>
        </Grid.Col>
      </Grid>
      <Section title={t('console.withdraw.history_title')}>
        <WalletEntries entries={review.history} />
      </Section>
      <Section title={t('console.withdraw.others_title')}>
        <OtherWithdrawals withdrawals={review.withdrawals} />
      </Section>
      <DecisionModal
        kind={decision}
        busy={approving.isLoading || rejecting.isLoading}
        onClose={() => { setDecision(null); }}
        onConfirm={decide}
        summary={<WithdrawDecisionSummary withdraw={withdraw} kind={decision} />}
      />
    </>
  );
}

/** console/withdraw/detail: everything a reviewer needs to pay out or return one withdrawal. */
export function WithdrawDetailPage() {
  const { t } = useTranslation();
  const withdrawId = applicationIdParam(useParams().withdrawId);
  const review = useGetWithdrawReviewQuery(withdrawId ?? '', {
    skip: withdrawId === undefined,
    refetchOnMountOrArgChange: true,
  });
  const notFound =
    withdrawId === undefined ||
    (isApiError(review.error) && 'code' in review.error && review.error.code === CODE_NOT_FOUND);

  let body;
  if (notFound) {
    body = (
      <Paper withBorder p="xl">
        <Title order={1} size="h3">
          {t('console.withdraw.not_found')}
        </Title>
      </Paper>
    );
  } else if (review.isError) {
    body = <LoadFailed error={review.error} onRetry={() => void review.refetch()} />;
  } else if (!review.data) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else {
    body = <WithdrawReviewView review={review.data} />;
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.consoleWithdraw.getHref()} size="sm">
        {t('console.recharge.back_to_queue')}
      </Anchor>
      {body}
    </Stack>
  );
}
