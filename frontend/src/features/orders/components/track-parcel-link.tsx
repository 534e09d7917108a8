import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '../order-status';

type Shipped = Pick<Order, 'logistics_no' | 'carrier_name' | 'tracking_url'>;

/**
 * "Track parcel": the parcel's page on its carrier's site, in a new tab. Nothing for an order
 * not shipped, or shipped without a configured carrier (before carriers were named).
 */
export function TrackParcelLink({ order }: { order: Shipped }) {
  const { t } = useTranslation();
  const url = order.tracking_url;
  if (!url || !order.logistics_no || !/^https?:\/\//i.test(url)) return null;
  return (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      fw={600}
      data-testid="track-parcel"
      aria-label={t('order.detail.track_parcel_label', { number: order.logistics_no, carrier: order.carrier_name ?? '' })}
    >
      {t('order.detail.track_parcel')}
    </Anchor>
  );
}
