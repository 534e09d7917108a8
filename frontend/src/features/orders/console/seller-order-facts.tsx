import { Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { addressLine } from '../order-status';
import { AmountRow, Fact } from '../components/facts';
import { CheckoutLine } from '../components/order-line-view';
import { OrderTimeline } from '../components/order-timeline';
import { TrackParcelLink } from '../components/track-parcel-link';
import type { SellerOrder } from './seller-order-api';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The order's lines, with its amounts and the platform's commission. */
export function SellerOrderLines({ order }: { order: SellerOrder }) {
  const { t } = useTranslation();
  return (
    <Section title={t('console.seller.column_goods')}>
      <Stack gap="sm">
        {order.lines.map((line) => (
          <CheckoutLine
            key={`${line.shop_goods_id}-${line.sku_id}`}
            name={line.name}
            image={line.cover_image}
            propsDesc={line.props_desc}
            price={line.price}
            num={line.num}
            total={line.total}
          />
        ))}
      </Stack>
      <Divider my="sm" />
      <Stack gap={2}>
        <AmountRow label={t('checkout.amount.subtotal')} cents={order.subtotal} />
        <AmountRow label={t('checkout.amount.shipping_fee')} cents={order.shipping_fee} />
        <AmountRow label={t('checkout.amount.tax')} cents={order.tax} />
        <AmountRow label={t('checkout.amount.shop_total')} cents={order.total} strong testId="order-total" />
        {order.commission != null ? (
          <AmountRow label={t('console.money.commission')} cents={order.commission} testId="order-commission" />
        ) : (
          <Text size="xs" c="dimmed">
            {t('console.seller_order.commission_unpaid')}
          </Text>
        )}
      </Stack>
    </Section>
  );
}

/** Whom and where to ship, the buyer's note, the carrier and the logistics number with its tracking link. */
export function SellerOrderShipping({ order }: { order: SellerOrder }) {
  const { t } = useTranslation();
  const address = order.address;
  return (
    <Section title={t('order.detail.delivery')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={t('console.seller_order.recipient')} testId="ship-name">
          {address.name}
        </Fact>
        <Fact label={t('console.seller_order.phone')} testId="ship-phone">
          {address.phone}
        </Fact>
        <Fact label={t('order.detail.address')} testId="ship-address">
          {addressLine(address) || '—'}
        </Fact>
        {order.carrier_name && (
          <Fact label={t('order.detail.carrier')} testId="carrier">
            <bdi>{order.carrier_name}</bdi>
          </Fact>
        )}
        <Fact label={t('order.detail.logistics_no')} testId="logistics-no">
          {order.logistics_no ?? t('order.detail.no_logistics')}
        </Fact>
        {order.tracking_url && (
          <div>
            <TrackParcelLink order={order} />
          </div>
        )}
        <Fact label={t('console.seller.note')} testId="buyer-note">
          {order.remark || t('console.seller_order.no_note')}
        </Fact>
      </SimpleGrid>
    </Section>
  );
}

/** Who bought, when, and every step the order went through. */
export function SellerOrderHistory({ order }: { order: SellerOrder }) {
  const { t } = useTranslation();
  return (
    <Section title={t('order.detail.timeline')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label={t('console.seller.column_buyer')}>{order.buyer.nickname}</Fact>
          <Fact label={t('order.detail.created')}>{formatDateTime(order.add_time)}</Fact>
          <Fact label={t('order.detail.paid')}>{order.pay_time !== null ? formatDateTime(order.pay_time) : '—'}</Fact>
        </SimpleGrid>
        <OrderTimeline entries={order.timeline} />
      </Stack>
    </Section>
  );
}
