import { Anchor, Badge, Center, Grid, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/shared/api/api-types';
import { LoadFailed } from '@/shared/components/load-failed';
import { Section } from '@/shared/components/section';
import { useGetDisputeQuery } from '../api/dispute-api';
import type { DisputeDetail, DisputeParty } from '../api/dispute-types';
import { CODE_NOT_FOUND } from '../order-actions';
import { CaseActionsPanel } from './case-actions-panel';
import { CaseDeadline } from './case-deadline';
import { CaseAmounts, CaseDecision, CaseOrderFacts } from './case-facts';
import { CaseTimeline } from './case-timeline';
import { DISPUTE_KIND_LABELS } from './dispute-labels';
import { DisputeStatusBadge } from './dispute-status-badge';
import { MessageBox } from './message-box';

export interface DisputeCaseProps {
  orderId: string;
  /** Who reads the case: their own messages read "You", their own turn is said so. */
  viewer: DisputeParty;
  back: { to: string; label: string };
  /** The order's page for this reader, if they have one. */
  orderHref?: string;
  /** What the reader does beyond the parties' steps: the arbiter's decision form. */
  extra?: (detail: DisputeDetail) => ReactNode;
}

function CaseBody({ detail, viewer, orderHref, extra }: { detail: DisputeDetail } & Omit<DisputeCaseProps, 'orderId' | 'back'>) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {t('dispute.page.title', { number: detail.order_sn })}
        </Title>
        <DisputeStatusBadge status={detail.status} />
        <Badge variant="outline" color="gray" style={{ minWidth: 'max-content' }}>
          {t(DISPUTE_KIND_LABELS[detail.kind])}
        </Badge>
      </Group>
      <CaseDeadline detail={detail} viewer={viewer} />
      <CaseActionsPanel detail={detail} />
      {extra?.(detail)}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Section title={t('dispute.timeline.title')}>
              <CaseTimeline messages={detail.messages} viewer={viewer} />
            </Section>
            {detail.actions.includes('message') && (
              <Paper withBorder p="md">
                <MessageBox disputeId={detail.dispute_id} />
              </Paper>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <CaseDecision detail={detail} />
            <CaseAmounts detail={detail} />
            <CaseOrderFacts detail={detail} orderHref={orderHref} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

/**
 * One case, as its buyer, its seller and the arbiters read it (order/dispute/detail): whose turn
 * it is and until when, the steps this reader may take (exactly the answer's `actions`), the
 * timeline with photos, a message box, the amounts and the order's and the return's parcels.
 */
export function DisputeCase({ orderId, viewer, back, orderHref, extra }: DisputeCaseProps) {
  const { t } = useTranslation();
  const result = useGetDisputeQuery(orderId, { skip: orderId === '', refetchOnMountOrArgChange: true });
  const notFound =
    orderId === '' || (isApiError(result.error) && result.error.kind === 'APIError' && result.error.code === CODE_NOT_FOUND);
  let body: ReactNode;
  if (notFound) {
    body = (
      <Paper withBorder p="xl">
        <Title order={1} size="h3">
          {t('dispute.page.not_found')}
        </Title>
      </Paper>
    );
  } else if (result.isError) {
    body = <LoadFailed error={result.error} onRetry={() => void result.refetch()} />;
  } else if (!result.data) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else {
    body = <CaseBody detail={result.data} viewer={viewer} orderHref={orderHref} extra={extra} />;
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={back.to} size="sm">
        {back.label}
      </Anchor>
      {body}
    </Stack>
  );
}
