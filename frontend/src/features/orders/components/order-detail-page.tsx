import { Anchor, Center, Divider, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/shared/api/api-types';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatDateTime, formatMoney } from '@/shared/format';
import { addressLine } from '../order-status';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { PayDeadline } from './pay-deadline';
import { ReviewFormModal } from './review-form-modal';
import type { ReviewTarget } from '../api/review-write-types';
import { useGetOrderQuery } from '../api/order-api';
import { CODE_NOT_FOUND } from '../order-actions';
import { ChainPaymentProgress } from '../chain-pay/chain-payment-progress';
import { useChainPaymentPolling } from '../chain-pay/use-chain-payment-polling';
import { LineReviewAction } from './line-review-action';
import { CheckoutLine } from './order-line-view';
import { OrderActions } from './order-actions';
import { OrderDisputePanel } from './order-dispute-panel';
import { ReceiptDeadline } from './receipt-deadline';
import { SubscriberDiscount } from './subscriber-discount';
import { TrackParcelLink } from './track-parcel-link';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="end" data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

/** One order (route user-order-detail, ?id=): lines (each reviewable once received), amounts, address,
 * carrier, logistics number and its tracking link, timeline, actions. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('id') ?? '';
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const pollingInterval = useChainPaymentPolling(orderId);
  const { data: order, isLoading, isError, error, refetch } = useGetOrderQuery(orderId, {
    skip: orderId === '',
    refetchOnMountOrArgChange: true,
    pollingInterval,
  });

  const back = (
    <Anchor component={Link} to={paths.userOrder.getHref()} size="sm">
      {t('order.detail.back')}
    </Anchor>
  );
  if (orderId === '' || (isApiError(error) && error.kind === 'APIError' && error.code === CODE_NOT_FOUND)) {
    return (
      <Stack gap="md">
        {back}
        <Text c="dimmed">{t('order.detail.not_found')}</Text>
      </Stack>
    );
  }
  if (isLoading)
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (isError || !order) return <LoadFailed error={error} onRetry={() => void refetch()} />;

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          {t('order.card.number', { number: order.order_sn })}
        </Title>
        <OrderStatusBadge status={order.status} />
      </Group>
      <PayDeadline order={order} />
      {order.chain_payment && <ChainPaymentProgress payment={order.chain_payment} />}
      <ReceiptDeadline order={order} />
      <OrderActions order={order} />
      <OrderDisputePanel order={order} />
      <Paper withBorder p="md" radius="md" component="section" aria-label={order.shop.name}>
        <Text fw={700} mb="sm">
          {order.shop.name}
        </Text>
        <Stack gap="sm">
          {order.lines.map((line) => (
            <Stack key={`${line.shop_goods_id}-${line.sku_id}`} gap={4}>
              <CheckoutLine
                name={line.name}
                image={line.cover_image}
                propsDesc={line.props_desc}
                price={line.price}
                num={line.num}
                total={line.total}
              />
              <LineReviewAction
                status={order.status}
                line={line}
                onReview={(chosen) => {
                  setReviewing({
                    orderId: order.order_id,
                    shopGoodsId: chosen.shop_goods_id,
                    skuId: chosen.sku_id,
                    name: chosen.name,
                    image: chosen.cover_image,
                    propsDesc: chosen.props_desc,
                  });
                }}
              />
            </Stack>
          ))}
        </Stack>
        <Divider my="sm" />
        <Stack gap={2}>
          <Row label={t('checkout.amount.subtotal')}>{formatMoney(order.subtotal)}</Row>
          <Row label={t('checkout.amount.shipping_fee')}>{formatMoney(order.shipping_fee)}</Row>
          <Row label={t('checkout.amount.tax')}>{formatMoney(order.tax)}</Row>
          <Row label={t('checkout.amount.shop_total')} testId="order-total">
            {formatMoney(order.total)}
          </Row>
          <SubscriberDiscount discount={order.platform_discount} total={order.total} testId="order-discount" />
        </Stack>
      </Paper>
      <ReviewFormModal
        target={reviewing}
        onClose={() => {
          setReviewing(null);
        }}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" radius="md" component="section" aria-label={t('order.detail.delivery')}>
          <Text fw={700} mb="sm">
            {t('order.detail.delivery')}
          </Text>
          <Stack gap={4}>
            <Row label={t('order.detail.address')}>
              {order.address.name} · {order.address.phone}
              <br />
              {addressLine(order.address)}
            </Row>
            <Row label={t('order.detail.delivery_method')}>
              {order.delivery_method === 'standard' ? t('order.detail.standard') : order.delivery_method}
            </Row>
            {order.carrier_name && (
              <Row label={t('order.detail.carrier')} testId="carrier">
                <bdi>{order.carrier_name}</bdi>
              </Row>
            )}
            <Row label={t('order.detail.logistics_no')} testId="logistics-no">
              {order.logistics_no ?? t('order.detail.no_logistics')}
            </Row>
            {order.tracking_url && (
              <Group justify="flex-end">
                <TrackParcelLink order={order} />
              </Group>
            )}
            <Row label={t('order.detail.created')}>{formatDateTime(order.add_time)}</Row>
            {order.pay_time !== null && <Row label={t('order.detail.paid')}>{formatDateTime(order.pay_time)}</Row>}
            {order.remark && <Row label={t('checkout.remark')}>{order.remark}</Row>}
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md" component="section" aria-label={t('order.detail.timeline')}>
          <Text fw={700} mb="sm">
            {t('order.detail.timeline')}
          </Text>
          <OrderTimeline entries={order.timeline} />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
