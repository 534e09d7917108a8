import { Anchor, Button, Center, Grid, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/shared/api/api-types';
import { LoadFailed } from '@/shared/components/load-failed';
import { OrderStatusBadge } from '../components/order-status-badge';
import { CaseLinkRow } from '../disputes/dispute-status-badge';
import { CODE_NOT_FOUND } from '../order-actions';
import { PackingSlip } from './packing-slip';
import { SellerActionModal } from './seller-action-modal';
import { useGetSellerOrderQuery, type SellerOrder } from './seller-order-api';
import { SellerOrderHistory, SellerOrderLines, SellerOrderShipping } from './seller-order-facts';
import { sellerActionFor, type SellerAction } from './seller-orders';
import { useSellerStep } from './use-seller-step';

/** The order's heading: number and status, the seller's next step and the packing slip. */
function OrderHeading({ order, onStep, onPrint }: { order: SellerOrder; onStep: (action: SellerAction) => void; onPrint: () => void }) {
  const { t } = useTranslation();
  const action = sellerActionFor(order.status);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {t('console.seller_order.title', { number: order.order_sn })}
        </Title>
        <OrderStatusBadge status={order.status} />
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button variant="default" onClick={onPrint}>
          {t('console.seller_order.print')}
        </Button>
        {action === 'confirm' && (
          <Button
            onClick={() => {
              onStep(action);
            }}
          >
            {t('console.seller.confirm')}
          </Button>
        )}
        {action === 'ship' && (
          <Button
            color="green"
            onClick={() => {
              onStep(action);
            }}
          >
            {t('console.seller.ship')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

/** The order's case, if it has one: its status and the way to it. */
function OrderCaseLink({ order }: { order: SellerOrder }) {
  if (!order.dispute) return null;
  return (
    <Paper withBorder p="sm" data-testid="order-case">
      <CaseLinkRow status={order.dispute.status} to={paths.consoleSellerDisputeDetail.getHref(order.order_id)} />
    </Paper>
  );
}

/** console/order/detail: one order of the seller's shop, its next step and its packing slip. */
export function SellerOrderDetailPage() {
  const { t } = useTranslation();
  const orderId = useParams().orderId ?? '';
  const result = useGetSellerOrderQuery(orderId, { skip: orderId === '', refetchOnMountOrArgChange: true });
  const step = useSellerStep();
  const [pending, setPending] = useState<SellerAction | null>(null);
  const [printing, setPrinting] = useState(false);

  const back = (
    <Anchor component={Link} to={paths.consoleSellerOrders.getHref()} size="sm">
      {t('console.seller_order.back')}
    </Anchor>
  );
  const order = result.data;
  let body;
  if (orderId === '' || (isApiError(result.error) && result.error.kind === 'APIError' && result.error.code === CODE_NOT_FOUND)) {
    body = (
      <Paper withBorder p="xl">
        <Title order={1} size="h3">
          {t('console.seller_order.not_found')}
        </Title>
      </Paper>
    );
  } else if (result.isError) {
    body = <LoadFailed error={result.error} onRetry={() => void result.refetch()} />;
  } else if (!order) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else {
    body = (
      <>
        <OrderHeading
          order={order}
          onStep={setPending}
          onPrint={() => {
            setPrinting(true);
          }}
        />
        <OrderCaseLink order={order} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <SellerOrderLines order={order} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <SellerOrderShipping order={order} />
              <SellerOrderHistory order={order} />
            </Stack>
          </Grid.Col>
        </Grid>
        <SellerActionModal
          action={pending}
          orderSn={order.order_sn}
          busy={step.busy}
          onClose={() => {
            setPending(null);
          }}
          onConfirm={(sellerStep) => step.send(order.order_id, sellerStep)}
        />
        {printing && (
          <PackingSlip
            order={order}
            onClose={() => {
              setPrinting(false);
            }}
          />
        )}
      </>
    );
  }
  return (
    <Stack gap="md">
      {back}
      {body}
    </Stack>
  );
}
