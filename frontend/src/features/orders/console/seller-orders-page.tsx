import '@mantine/core/styles/Tabs.css';
import { Anchor, Button, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { consoleSellerOrderDetailPath } from '@/app/routes';
import { PagedTable } from '@/shared/components/paged-table';
import { formatDateTime, formatMoney } from '@/shared/format';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, addressLine, isOrderStatus } from '../order-status';
import { OrderStatusBadge } from '../components/order-status-badge';
import { pageParam } from '@/shared/query-params';
import { useGetSellerOrdersQuery, type SellerOrder } from './seller-order-api';
import { useSellerStep } from './use-seller-step';
import { sellerActionFor, type SellerAction, type SellerStep } from './seller-orders';
import { SellerActionModal } from './seller-action-modal';

const ALL = 'all';

interface PendingStep {
  action: SellerAction;
  order: SellerOrder;
}

/** console/order/list: the seller's shop orders by status; confirm paid ones, ship confirmed ones. */
export function SellerOrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isOrderStatus(statusParam) ? statusParam : undefined;
  const page = pageParam(params.get('page'));
  const result = useGetSellerOrdersQuery({ status, page }, { refetchOnMountOrArgChange: true });
  const step = useSellerStep();
  const [pending, setPending] = useState<PendingStep | null>(null);

  const show = (nextStatus: string, nextPage = 1): void => {
    const query: Record<string, string> = {};
    if (nextStatus !== ALL) query.status = nextStatus;
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
  };

  const send = (sellerStep: SellerStep) => (pending ? step.send(pending.order.order_id, sellerStep) : Promise.resolve(null));

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('console.seller.title')}
      </Title>
      <Paper withBorder p="md">
        <Tabs
          value={status ?? ALL}
          onChange={(next) => {
            if (next) show(next);
          }}
        >
          <Tabs.List>
            <Tabs.Tab value={ALL}>{t('console.seller.tab_all')}</Tabs.Tab>
            {ORDER_STATUSES.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(ORDER_STATUS_LABELS[value])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Stack pt="md">
          <PagedTable
            result={result}
            page={page}
            onPageChange={(next) => {
              show(status ?? ALL, next);
            }}
            label={t('console.seller.title')}
            emptyText={t('console.seller.empty')}
            minWidth={980}
            rowKey={(order) => order.order_id}
            head={
              <Table.Tr>
                <Table.Th>{t('console.seller.column_number')}</Table.Th>
                <Table.Th>{t('console.column.submitted')}</Table.Th>
                <Table.Th>{t('console.seller.column_buyer')}</Table.Th>
                <Table.Th>{t('console.seller.column_goods')}</Table.Th>
                <Table.Th>{t('console.column.amount')}</Table.Th>
                <Table.Th>{t('console.seller.column_address')}</Table.Th>
                <Table.Th>{t('console.column.status')}</Table.Th>
                <Table.Th>{t('console.column.action')}</Table.Th>
              </Table.Tr>
            }
            renderRow={(order) => {
              const action = sellerActionFor(order.status);
              return (
                <>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={consoleSellerOrderDetailPath(order.order_id)}
                      aria-label={t('console.seller_order.open_label', { number: order.order_sn })}
                    >
                      <bdi>{order.order_sn}</bdi>
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.add_time)}</Table.Td>
                  <Table.Td>{order.buyer.nickname}</Table.Td>
                  <Table.Td>
                    {order.lines.map((line) => (
                      <Text size="sm" key={`${line.shop_goods_id}-${line.sku_id}`}>
                        {line.name} × {line.num}
                      </Text>
                    ))}
                    {order.remark && (
                      <Text size="xs" c="dimmed" data-testid="order-note">
                        {t('console.seller.note')}: {order.remark}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(order.total)}
                    {order.commission != null && (
                      <Text size="xs" c="dimmed" data-testid="order-commission">
                        {t('console.seller.commission', { amount: formatMoney(order.commission) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{addressLine(order.address)}</Text>
                    {order.logistics_no && (
                      <Text size="xs" c="dimmed">
                        {t('console.seller.logistics_no')}: {order.logistics_no}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <OrderStatusBadge status={order.status} />
                  </Table.Td>
                  <Table.Td>
                    {action === 'confirm' && (
                      <Button
                        size="xs"
                        onClick={() => {
                          setPending({ action, order });
                        }}
                        aria-label={t('console.seller.confirm_label', { number: order.order_sn })}
                      >
                        {t('console.seller.confirm')}
                      </Button>
                    )}
                    {action === 'ship' && (
                      <Button
                        size="xs"
                        color="green"
                        onClick={() => {
                          setPending({ action, order });
                        }}
                        aria-label={t('console.seller.ship_label', { number: order.order_sn })}
                      >
                        {t('console.seller.ship')}
                      </Button>
                    )}
                  </Table.Td>
                </>
              );
            }}
          />
        </Stack>
      </Paper>
      <SellerActionModal
        action={pending?.action ?? null}
        orderSn={pending?.order.order_sn ?? ''}
        busy={step.busy}
        onClose={() => {
          setPending(null);
        }}
        onConfirm={send}
      />
    </Stack>
  );
}
