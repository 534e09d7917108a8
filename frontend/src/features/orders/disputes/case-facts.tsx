import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '@/shared/components/section';
import { formatDateTime } from '@/shared/format';
import type { DisputeDetail } from '../api/dispute-types';
import { TrackParcelLink } from '../components/track-parcel-link';
import { AmountRow, Fact } from '../components/facts';
import { DISPUTE_KIND_LABELS } from './dispute-labels';
import { secondsOf } from './wire';

/** Asked, offered, refunded and the most that can be refunded, with what the order cost. */
export function CaseAmounts({ detail }: { detail: DisputeDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('dispute.amounts.title')}>
      <Stack gap={4}>
        <AmountRow label={t('dispute.amounts.asked')} cents={detail.requested_amount} testId="amount-asked" />
        {detail.offered_amount !== null && <AmountRow label={t('dispute.amounts.offered')} cents={detail.offered_amount} testId="amount-offered" />}
        {detail.refund_amount !== null && <AmountRow label={t('dispute.amounts.refunded')} cents={detail.refund_amount} testId="amount-refunded" />}
        <AmountRow label={t('dispute.amounts.max')} cents={detail.max_amount} testId="amount-max" />
        <AmountRow label={t('dispute.amounts.paid')} cents={detail.pay_amount} testId="amount-paid" />
        <AmountRow label={t('dispute.amounts.total')} cents={detail.total} testId="amount-total" />
      </Stack>
    </Section>
  );
}

/** The order (linked where the reader has a page for it), its parcel, and the return's address and parcel. */
export function CaseOrderFacts({ detail, orderHref }: { detail: DisputeDetail; orderHref?: string }) {
  const { t } = useTranslation();
  return (
    <Section title={t('dispute.facts.title')}>
      <Stack gap="xs">
        <Fact label={t('dispute.facts.order')} testId="case-order">
          {orderHref ? (
            <Anchor component={Link} to={orderHref} size="sm">
              <bdi>{detail.order_sn}</bdi>
            </Anchor>
          ) : (
            <bdi>{detail.order_sn}</bdi>
          )}
        </Fact>
        <Fact label={t('dispute.facts.shop')} testId="case-shop">
          <bdi>{detail.shop_name}</bdi>
        </Fact>
        <Fact label={t('dispute.facts.buyer')} testId="case-buyer">
          <bdi>{detail.buyer_nickname}</bdi>
        </Fact>
        <Fact label={t('dispute.facts.kind')}>{t(DISPUTE_KIND_LABELS[detail.kind])}</Fact>
        <Fact label={t('dispute.facts.reason')} testId="case-reason">
          <span dir="auto">{detail.reason}</span>
        </Fact>
        <Fact label={t('dispute.facts.opened')}>{formatDateTime(secondsOf(detail.opened_at))}</Fact>
        {detail.carrier_name && (
          <Fact label={t('order.detail.carrier')}>
            <bdi>{detail.carrier_name}</bdi>
          </Fact>
        )}
        <Fact label={t('order.detail.logistics_no')} testId="case-logistics-no">
          {detail.logistics_no ? <bdi>{detail.logistics_no}</bdi> : t('order.detail.no_logistics')}
        </Fact>
        <TrackParcelLink order={detail} />
        {detail.return_address && (
          <Fact label={t('dispute.facts.return_address')} testId="case-return-address">
            <span dir="auto">{detail.return_address}</span>
          </Fact>
        )}
        {detail.return_logistics_no && (
          <Fact label={t('dispute.facts.return_logistics_no')} testId="case-return-logistics-no">
            <bdi>{detail.return_logistics_no}</bdi>
          </Fact>
        )}
      </Stack>
    </Section>
  );
}

/** The arbiter's decision, once made: the refund and the remark both parties read. */
export function CaseDecision({ detail }: { detail: DisputeDetail }) {
  const { t } = useTranslation();
  const decision = detail.decision;
  if (!decision) return null;
  return (
    <Section title={t('dispute.decision.title')}>
      <Stack gap="xs" data-testid="case-decision">
        <AmountRow label={t('dispute.decision.refund')} cents={decision.refund_amount} testId="decision-refund" />
        <Fact label={t('dispute.decision.remark')}>
          <span dir="auto">{decision.remark}</span>
        </Fact>
        <Text size="xs" c="dimmed">
          {formatDateTime(secondsOf(decision.time))}
        </Text>
      </Stack>
    </Section>
  );
}
