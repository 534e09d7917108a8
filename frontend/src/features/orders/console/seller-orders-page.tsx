import '@mantine/core/styles/Tabs.css';
import { Anchor, Button, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { PagedDataTable } from '@/shared/components/paged-table';
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
          <PagedDataTable<SellerOrder>
            result={result}
            page={page}
            onPageChange={(next) => {
              show(status ?? ALL, next);
            }}
            label={t('console.seller.title')}
            emptyText={t('console.seller.empty')}
            rowKey={(order) => order.order_id}
            columns={[
              {
                key: 'number',
                header: t('console.seller.column_number'),
                role: 'title',
                cell: (order) => (
                  <Anchor
                    component={Link}
                    to={paths.consoleSellerOrderDetail.getHref(order.order_id)}
                    aria-label={t('console.seller_order.open_label', { number: order.order_sn })}
                  >
                    <bdi>{order.order_sn}</bdi>
                  </Anchor>
                ),
              },
              { key: 'submitted', header: t('console.column.submitted'), nowrap: true, cell: (order) => formatDateTime(order.add_time) },
              { key: 'buyer', header: t('console.seller.column_buyer'), cell: (order) => <bdi>{order.buyer.nickname}</bdi> },
              {
                key: 'goods',
                header: t('console.seller.column_goods'),
                cell: (order) => (
                  <>
                    {order.lines.map((line) => (
                      <Text size="sm" key={`${line.shop_goods_id}-${line.sku_id}`}>
                        <bdi>{line.name}</bdi> × {line.num}
                      </Text>
                    ))}
                    {order.remark && (
                      <Text size="xs" c="dimmed" data-testid="order-note">
                        {t('console.seller.note')}: {order.remark}
                      </Text>
                    )}
                  </>
                ),
              },
              {
                key: 'amount',
                header: t('console.column.amount'),
                cell: (order) => (
                  <>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(order.total)}
                    </Text>
                    {order.commission != null && (
                      <Text size="xs" c="dimmed" data-testid="order-commission">
                        {t('console.seller.commission', { amount: formatMoney(order.commission) })}
                      </Text>
                    )}
                  </>
                ),
              },
              {
                key: 'address',
                header: t('console.seller.column_address'),
                cell: (order) => (
                  <>
                    <Text size="sm">{addressLine(order.address)}</Text>
                    {order.logistics_no && (
                      <Text size="xs" c="dimmed">
                        {t('console.seller.logistics_no')}: {order.logistics_no}
                      </Text>
                    )}
                  </>
                ),
              },
              { key: 'status', header: t('console.column.status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
              {
                key: 'action',
                header: t('console.column.action'),
                role: 'actions',
                cell: (order) => <OrderStepButton order={order} onStep={(action) => { setPending({ action, order }); }} />,
              },
            ]}
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

/** The seller's next step on an order: confirm a paid one, ship a confirmed one; nothing else. */
function OrderStepButton({ order, onStep }: { order: SellerOrder; onStep: (action: SellerAction) => void }) {
  const { t } = useTranslation();
  const action = sellerActionFor(order.status);
  if (action === 'confirm') {
    return (
      <Button size="xs" onClick={() => { onStep(action); }} aria-label={t('console.seller.confirm_label', { number: order.order_sn })}>
        {t('console.seller.confirm')}
      </Button>
    );
  }
  if (action === 'ship') {
    return (
      <Button size="xs" color="green" onClick={() => { onStep(action); }} aria-label={t('console.seller.ship_label', { number: order.order_sn })}>
        {t('console.seller.ship')}
      </Button>
    );
  }
  return null;
}
