import '@mantine/core/styles/Table.css';
import './packing-slip.css';
import { Button, FocusTrap, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { addressLine } from '../order-status';
import { specInfoOf } from '../spec-info';
import type { SellerOrder } from './seller-order-api';

const optionsText = (propsDesc: string): string =>
  specInfoOf(propsDesc)
    .map((pair) => `${pair.label}: ${pair.value}`)
    .join(' · ');

/** What goes in the parcel: the lines with their options and quantities, no prices. */
function SlipLines({ order }: { order: SellerOrder }) {
  const { t } = useTranslation();
  return (
    <Table withTableBorder withColumnBorders verticalSpacing={6} aria-label={t('console.seller_order.slip_lines')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('console.seller_order.slip_item')}</Table.Th>
          <Table.Th>{t('console.seller_order.slip_options')}</Table.Th>
          <Table.Th>{t('console.seller_order.slip_sku')}</Table.Th>
          <Table.Th ta="end">{t('console.seller_order.slip_quantity')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {order.lines.map((line) => (
          <Table.Tr key={`${line.shop_goods_id}-${line.sku_id}`}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.name}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{optionsText(line.props_desc) || '—'}</Table.Td>
            <Table.Td>{line.sku_id}</Table.Td>
            <Table.Td ta="end" fw={700}>
              {line.num}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The printable packing slip of one order: shop, order number and date, whom to ship to, the
 * carrier and logistics number once shipped, the lines and the buyer's note. It opens over the page and asks the browser to print at once.
 */
export function PackingSlip({ order, onClose }: { order: SellerOrder; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    // The page under the slip stays put while the slip scrolls.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.print();
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
  const address = order.address;
  return createPortal(
    <FocusTrap active>
      <div
        className="packing-slip"
        role="dialog"
        aria-modal="true"
        aria-label={t('console.seller_order.slip_title')}
        data-testid="packing-slip"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <Group className="packing-slip-toolbar" justify="flex-end" gap="sm" mb="md">
          <Button variant="default" onClick={onClose}>
            {t('console.seller_order.slip_close')}
          </Button>
          <Button
            onClick={() => {
              window.print();
            }}
          >
            {t('console.seller_order.slip_print')}
          </Button>
        </Group>
        <Stack gap="md" maw={760} mx="auto">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <div>
              <Title order={1} size="h3">
                {t('console.seller_order.slip_title')}
              </Title>
              <Text fw={600}>{order.shop.name}</Text>
            </div>
            <div>
              <Text size="sm">{t('console.seller_order.slip_number', { number: order.order_sn })}</Text>
              <Text size="sm">{t('console.seller_order.slip_date', { date: formatDateTime(order.add_time) })}</Text>
            </div>
          </Group>
          <div data-testid="slip-ship-to">
            <Text size="sm" fw={700}>
              {t('console.seller_order.ship_to')}
            </Text>
            <Text>{address.name}</Text>
            <Text>{addressLine(address)}</Text>
            <Text>{address.phone}</Text>
          </div>
          {order.logistics_no && (
            <div data-testid="slip-shipment">
              <Text size="sm" fw={700}>
                {t('console.seller_order.slip_shipment')}
              </Text>
              <Text>
                {order.carrier_name ? (
                  <>
                    <bdi>{order.carrier_name}</bdi>
                    {' · '}
                  </>
                ) : null}
                {order.logistics_no}
              </Text>
            </div>
          )}
          <SlipLines order={order} />
          {order.remark && (
            <div data-testid="slip-note">
              <Text size="sm" fw={700}>
                {t('console.seller.note')}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{order.remark}</Text>
            </div>
          )}
        </Stack>
      </div>
    </FocusTrap>,
    document.body,
  );
}
