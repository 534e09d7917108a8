import { Anchor, Button, Center, DataList, Grid, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { consoleRechargeDetailPath, paths } from '@/app/routes';
import { isApiError } from '@/shared/api/api-types';
import { LoadFailed } from '@/shared/components/load-failed';
import { useRechargeMethods } from '@/shared/config/use-recharge-methods';
import { formatDateTime, formatMoney } from '@/shared/format';
import { notify } from '@/shared/notify';
import { ReviewStatusBadge } from '@/shared/wallet/review-status-badge';
import {
  useApproveRechargeMutation,
  useGetRechargeReviewQuery,
  useRejectRechargeMutation,
} from '../api/console-api';
import type { ReviewRecharge } from '../api/console-types';
import { applicationIdParam, shortId } from '../application-id';
import { decisionProblem, type DecisionKind } from '../decision';
import { DecisionModal } from './decision-modal';
import { DuplicateAlert } from './duplicate-alert';
import { ProofImage } from './proof-image';

const CODE_NOT_FOUND = 103;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function RechargeDetails({ recharge }: { recharge: ReviewRecharge }) {
  const { t } = useTranslation();
  const { nameOf } = useRechargeMethods();
  return (
    <DataList withDivider labelWidth="160px">
      <Detail label={t('console.column.id')}>
        <bdi style={{ wordBreak: 'break-all' }}>{recharge.recharge_id}</bdi>
      </Detail>
      <Detail label={t('console.column.user')}>
        <bdi>{recharge.email}</bdi> · {t('console.common.uid', { uid: recharge.uid })}
      </Detail>
      <Detail label={t('console.column.amount')}>
        <Text fw={700} fz="lg" component="span">
          {formatMoney(recharge.amount)}
        </Text>
      </Detail>
      <Detail label={t('console.column.method')}>{nameOf(recharge.method)}</Detail>
      <Detail label={t('console.column.address')}>
        <bdi style={{ wordBreak: 'break-all' }}>{recharge.address}</bdi>
      </Detail>
      <Detail label={t('console.column.transaction_id')}>
        <bdi style={{ wordBreak: 'break-all' }}>{recharge.transaction_id}</bdi>
      </Detail>
      <Detail label={t('console.column.submitted')}>{formatDateTime(recharge.add_time)}</Detail>
      <Detail label={t('console.column.status')}>
        <ReviewStatusBadge status={recharge.status} />
      </Detail>
      {recharge.review_time !== null && (
        <Detail label={t('console.column.reviewed')}>
          {formatDateTime(recharge.review_time)}
          {recharge.reviewer_uid !== null && ` · ${t('console.common.reviewer', { uid: recharge.reviewer_uid })}`}
        </Detail>
      )}
      {recharge.remark && <Detail label={t('console.column.remark')}>{recharge.remark}</Detail>}
    </DataList>
  );
}

function PreviousRecharges({ history }: { history: ReviewRecharge[] }) {
  const { t } = useTranslation();
  const { nameOf } = useRechargeMethods();
  if (history.length === 0) return <Text c="dimmed">{t('console.recharge.no_history')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table striped verticalSpacing="xs" aria-label={t('console.recharge.history_title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('console.column.id')}</Table.Th>
            <Table.Th>{t('console.column.submitted')}</Table.Th>
            <Table.Th>{t('console.column.amount')}</Table.Th>
            <Table.Th>{t('console.column.method')}</Table.Th>
            <Table.Th>{t('console.column.transaction_id')}</Table.Th>
            <Table.Th>{t('console.column.status')}</Table.Th>
            <Table.Th>{t('console.column.remark')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((item) => (
            <Table.Tr key={item.recharge_id}>
              <Table.Td>
                <Anchor component={Link} to={consoleRechargeDetailPath(item.recharge_id)} size="sm">
                  {shortId(item.recharge_id)}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.add_time)}</Table.Td>
              <Table.Td>{formatMoney(item.amount)}</Table.Td>
              <Table.Td>{nameOf(item.method)}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>
                <bdi>{item.transaction_id}</bdi>
              </Table.Td>
              <Table.Td>
                <ReviewStatusBadge status={item.status} />
              </Table.Td>
              <Table.Td>{item.remark}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

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

  const back = (
    <Anchor component={Link} to={paths.consoleRecharge} size="sm">
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
  const decide = async (kind: DecisionKind, remark: string) => {
    const send = kind === 'approve' ? approve : reject;
    const result = await send({ id: recharge.recharge_id, remark });
    if (result.error === undefined) {
      notify('success', kind === 'approve' ? t('console.decision.approved') : t('console.decision.rejected'));
      void navigate(paths.consoleRecharge);
      return null;
    }
    return decisionProblem(result.error, t('api.error_unknown'));
  };

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={1} size="h2">
            {t('console.recharge.number', { id: shortId(recharge.recharge_id) })}
          </Title>
          <ReviewStatusBadge status={recharge.status} />
        </Group>
        {recharge.status === 'wait' && (
          <Group gap="sm">
            <Button color="green" onClick={() => { setDecision('approve'); }}>
              {t('console.decision.approve')}
            </Button>
            <Button color="red" variant="outline" onClick={() => { setDecision('reject'); }}>
              {t('console.decision.reject')}
            </Button>
          </Group>
        )}
      </Group>
      <DuplicateAlert duplicates={duplicates} />
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
        summary={
          <Text size="sm" fw={600}>
            {t('console.recharge.summary', {
              amount: formatMoney(recharge.amount),
              email: recharge.email,
              id: shortId(recharge.recharge_id),
            })}
          </Text>
        }
      />
    </Stack>
  );
}
