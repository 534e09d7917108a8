import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatDateTime, formatMoney } from '@/shared/format';
import { useGetOrdersQuery } from '../api/order-api';
import type { Order } from '../order-status';
import { OrderStatusBadge } from './order-status-badge';

/** How many orders the dashboard shows; the rest are one click away in My orders. */
export const RECENT_ORDERS = 5;

function RecentOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="wrap" py={6} data-testid="recent-order">
      <Stack gap={0} miw={0}>
        <Anchor component={Link} to={paths.userOrderDetail.getHref(order.order_id)} fw={700} size="sm">
          {t('order.card.number', { number: order.order_sn })}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatDateTime(order.add_time)} · {order.shop.name}
        </Text>
      </Stack>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" fw={600}>
          {formatMoney(order.total)}
        </Text>
        <OrderStatusBadge status={order.status} />
      </Group>
    </Group>
  );
}

/**
 * The shopper's latest orders on the account dashboard. It reads the first page of My orders
 * (the same call and cache entry), newest first, and keeps the first few.
 */
export function RecentOrders() {
  const { t } = useTranslation();
  const { data, isError, error, refetch } = useGetOrdersQuery({ page: 1 }, { refetchOnMountOrArgChange: true });
  let body;
  if (isError) body = <LoadFailed error={error} onRetry={() => void refetch()} />;
  else if (!data)
    body = (
      <Center py="md">
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  else if (data.list.length === 0)
    body = (
      <Stack align="center" gap="sm" py="md">
        <Text c="dimmed">{t('order.recent.empty')}</Text>
        <Button component={Link} to={paths.index.getHref()} variant="light">
          {t('order.recent.shop_now')}
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {data.list.slice(0, RECENT_ORDERS).map((order) => (
          <RecentOrder key={order.order_id} order={order} />
        ))}
      </Stack>
    );
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="recent-orders-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="recent-orders-title">
          {t('order.recent.title')}
        </Title>
        {data && data.list.length > 0 && (
          <Anchor component={Link} to={paths.userOrder.getHref()} size="sm">
            {t('order.recent.all')}
          </Anchor>
        )}
      </Group>
      {body}
    </Paper>
  );
}
