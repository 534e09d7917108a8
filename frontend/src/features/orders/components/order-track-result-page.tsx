import { Anchor, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/shared/api/api-types';
import { catalogueMessage } from '@/shared/api/base-query';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import { LoadFailed } from '@/shared/components/load-failed';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { TrackParcelLink } from './track-parcel-link';
import { useTrackOrderQuery } from '../api/order-api';
import { CODE_NOT_FOUND } from '../order-actions';

/** The tracking result (route order-track-result, ?order_sn=): status, logistics number, timeline. */
export function OrderTrackResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderSn = (params.get('order_sn') ?? '').trim();
  const { data, isLoading, isError, error, refetch } = useTrackOrderQuery(orderSn, { skip: orderSn === '' });
  const notFound =
    orderSn === '' || (isApiError(error) && error.kind === 'APIError' && error.code === CODE_NOT_FOUND);

  let body;
  if (notFound) {
    body = (
      <Text role="alert" c="red.7">
        {catalogueMessage(CODE_NOT_FOUND, 'track')}
      </Text>
    );
  } else if (isLoading) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (isError || !data) {
    body = <LoadFailed error={error} onRetry={() => void refetch()} />;
  } else {
    body = (
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={700}>{t('order.card.number', { number: data.order_sn })}</Text>
          <OrderStatusBadge status={data.status} />
        </Group>
        {data.carrier_name && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('order.detail.carrier')}
            </Text>
            <Text size="sm" fw={600} data-testid="carrier">
              <bdi>{data.carrier_name}</bdi>
            </Text>
          </Group>
        )}
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('order.detail.logistics_no')}
          </Text>
          <Text size="sm" fw={600} data-testid="logistics-no">
            {data.logistics_no ?? t('order.detail.no_logistics')}
          </Text>
          <TrackParcelLink order={data} />
        </Group>
        <OrderTimeline entries={data.timeline} />
      </Stack>
    );
  }

  return (
    <Container size="sm" py="md">
      <Breadcrumb items={[{ label: t('track.title'), to: paths.orderTrack.getHref() }, { label: t('track.result_title') }]} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('track.result_title')}
          </Title>
          {body}
          <Anchor component={Link} to={paths.orderTrack.getHref()} size="sm">
            {t('track.again')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
