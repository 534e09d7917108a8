import { Anchor, Center, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/session-slice';
import { isApiError } from '@/shared/api/api-types';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatMoney } from '@/shared/format';
import { announceDecision } from '@/shared/approval/announce-decision';
import { DetailHeading } from '@/shared/approval/detail-heading';
import { useApproveRechargeMutation, useGetRechargeReviewQuery, useRejectRechargeMutation } from './wallet-review-api';
import { applicationIdParam, shortId } from '@/shared/approval/application-id';
import { decisionProblem, type DecisionKind } from '@/shared/approval/decision';
import { DecisionModal } from '@/shared/approval/decision-modal';
import { DuplicateAlert } from './duplicate-alert';
import { ProofImage } from '@/shared/approval/proof-image';
import { RechargeDetails, PreviousRecharges } from './recharge-details';
import { chainCheckOf } from './chain-check';
import { MismatchAlert } from './mismatch-alert';

const CODE_NOT_FOUND = 103;

/** console/recharge/detail: everything a reviewer needs to approve or reject one recharge. */
export function RechargeDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rechargeId = applicationIdParam(useParams().rechargeId);
  const review = useGetRechargeReviewQuery(rechargeId ?? '', {
    skip: rechargeId === undefined,
    refetchOnMountOrArgChange: true,
  });
  const [approve, approving] = useApproveRechargeMutation();
  const [reject, rejecting] = useRejectRechargeMutation();
  const [decision, setDecision] = useState<DecisionKind | null>(null);
  const viewer = useAppSelector(selectUser);

  const back = (
    <Anchor component={Link} to={paths.consoleRecharge.getHref()} size="sm">
      {t('console.recharge.back_to_queue')}
    </Anchor>
  );
  const notFound =
    rechargeId === undefined ||
    (isApiError(review.error) && 'code' in review.error && review.error.code === CODE_NOT_FOUND);
  if (notFound) {
    return (
      <Stack gap="md">
        {back}
        <Paper withBorder p="xl">
          <Title order={1} size="h3">
            {t('console.recharge.not_found')}
          </Title>
        </Paper>
      </Stack>
    );
  }
  if (review.isError) {
    return (
      <Stack gap="md">
        {back}
        <LoadFailed error={review.error} onRetry={() => void review.refetch()} />
      </Stack>
    );
  }
  if (!review.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }

  const { recharge, history, duplicates } = review.data;
  // Approving what the chain contradicts is the reviewer's explicit call, with a remark.
  const mismatch = chainCheckOf(recharge)?.state === 'mismatch';
  const decide = async (kind: DecisionKind, remark: string) => {
    const result =
      kind === 'approve'
        ? await approve({ id: recharge.recharge_id, remark, ...(mismatch ? { confirmMismatch: true } : {}) })
        : await reject({ id: recharge.recharge_id, remark });
    if (result.error === undefined) {
      announceDecision(kind, recharge, t);
      void navigate(paths.consoleRecharge.getHref());
      return null;
    }
    return decisionProblem(result.error, t('api.error_unknown'));
  };

  return (
    <Stack gap="md">
      {back}
      <DetailHeading
        title={t('console.recharge.number', { id: shortId(recharge.recharge_id) })}
        item={recharge}
        viewerUid={viewer?.uid}
        onDecide={setDecision}
      />
      <DuplicateAlert duplicates={duplicates} />
      {mismatch && <MismatchAlert recharge={recharge} />}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" h="100%">
            <RechargeDetails recharge={recharge} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" h="100%">
            <Title order={2} size="h4" mb="sm">
              {t('console.proof.title')}
            </Title>
            <ProofImage url={recharge.proof_image_url} alt={t('console.proof.alt', { id: shortId(recharge.recharge_id) })} />
          </Paper>
        </Grid.Col>
      </Grid>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('console.recharge.history_title')}
        </Title>
        <PreviousRecharges history={history} />
      </Paper>
      <DecisionModal
        kind={decision}
        busy={approving.isLoading || rejecting.isLoading}
        onClose={() => { setDecision(null); }}
        onConfirm={decide}
        approvalAcknowledgement={mismatch ? t('console.chain_check.acknowledge_mismatch') : null}
        summary={
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('console.recharge.summary', {
                amount: formatMoney(recharge.amount),
                email: recharge.email,
                id: shortId(recharge.recharge_id),
              })}
            </Text>
            {mismatch && decision === 'approve' && <MismatchAlert recharge={recharge} />}
          </Stack>
        }
      />
    </Stack>
  );
}
