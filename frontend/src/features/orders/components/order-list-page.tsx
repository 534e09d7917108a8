import '@mantine/core/styles/Tabs.css';
import { Anchor, Center, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { LoadFailed } from '@/shared/components/load-failed';
import { Pagination } from '@/shared/components/pagination';
import { formatDateTime, formatMoney } from '@/shared/format';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, isOrderStatus, type Order, type OrderStatus } from '../order-status';
import { OrderStatusBadge } from './order-status-badge';
import { PayDeadline } from './pay-deadline';
import { pageParam } from '@/shared/query-params';
import { useGetOrdersQuery } from '../api/order-api';
import { CheckoutLine } from './order-line-view';
import { ChainPaymentBadge } from '../chain-pay/chain-payment-badge';
import { OrderActions } from './order-actions';

const ALL = 'all';

function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={t('order.card.label', { number: order.order_sn })}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="sm">
          <Anchor component={Link} to={paths.userOrderDetail.getHref(order.order_id)} fw={700} size="sm">
            {t('order.card.number', { number: order.order_sn })}
          </Anchor>
          <Text size="sm" c="dimmed">
            {order.shop.name}
          </Text>
        </Group>
        <Group gap="sm">
          <Text size="xs" c="dimmed">
            {formatDateTime(order.add_time)}
          </Text>
          <OrderStatusBadge status={order.status} />
        </Group>
      </Group>
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
      <Group justify="space-between" mt="sm" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm" fw={700}>
            {t('order.card.total', { amount: formatMoney(order.total) })}
          </Text>
          <PayDeadline order={order} />
          {order.chain_payment && (
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {t('order.chain_payment.title')}
              </Text>
              <ChainPaymentBadge payment={order.chain_payment} />
            </Group>
          )}
        </Stack>
        <OrderActions order={order} />
      </Group>
    </Paper>
  );
}

/** My orders (route user-order): status tabs (all, each status), paged, newest first. */
export function OrderListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: OrderStatus | undefined = isOrderStatus(statusParam) ? statusParam : undefined;
  const page = pageParam(params.get('page'));
  const result = useGetOrdersQuery({ status, page }, { refetchOnMountOrArgChange: true });
  const { data, isFetching, isError, error, refetch } = result;

  const show = (nextStatus: string, nextPage = 1): void => {
    const query: Record<string, string> = {};
    if (nextStatus !== ALL) query.status = nextStatus;
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
  };

  let body;
  if (isError) body = <LoadFailed error={error} onRetry={() => void refetch()} />;
  else if (!data)
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  else if (data.list.length === 0)
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {t('order.list.empty')}
      </Text>
    );
  else
    body = (
      <Stack gap="md" style={{ opacity: isFetching ? 0.6 : 1 }}>
        {data.list.map((order) => (
          <OrderCard key={order.order_id} order={order} />
        ))}
        <Pagination page={page} total={data.total} pageSize={data.page_size} onChange={(next) => { show(status ?? ALL, next); }} />
      </Stack>
    );

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('order.list.title')}
      </Title>
      <Tabs
        value={status ?? ALL}
        onChange={(next) => {
          show(next ?? ALL);
        }}
      >
        <Tabs.List>
          <Tabs.Tab value={ALL}>{t('order.list.all')}</Tabs.Tab>
          {ORDER_STATUSES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(ORDER_STATUS_LABELS[value])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {body}
    </Stack>
  );
}
