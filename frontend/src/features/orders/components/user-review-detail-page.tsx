import { Anchor, Badge, Center, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/shared/api/api-types';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatDateTime } from '@/shared/format';
import { useGetMyReviewQuery } from '../api/review-api';
import { ReviewStars } from './review-stars';

const CODE_NOT_FOUND = 103;

/** user-review-detail (?id=): one of the shopper's reviews with its product and order. */
export function UserReviewDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const commentId = Number(params.get('id') ?? '');
  const valid = Number.isInteger(commentId) && commentId > 0;
  const { data: review, isLoading, isError, error, refetch } = useGetMyReviewQuery(commentId, {
    skip: !valid,
    refetchOnMountOrArgChange: true,
  });

  const back = (
    <Anchor component={Link} to={paths.userReview.getHref()} size="sm">
      {t('review.detail.back')}
    </Anchor>
  );
  if (!valid || (isApiError(error) && error.kind === 'APIError' && error.code === CODE_NOT_FOUND)) {
    return (
      <Stack gap="md">
        {back}
        <Text c="dimmed">{t('review.detail.not_found')}</Text>
      </Stack>
    );
  }
  if (isLoading)
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (isError || !review) return <LoadFailed error={error} onRetry={() => void refetch()} />;

  return (
    <Stack gap="md">
      {back}
      <Title order={1} size="h3">
        {t('review.detail.title')}
      </Title>
      <Paper withBorder p="md" radius="md" component="article" aria-label={review.goods.name}>
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Image src={review.goods.cover_image} w={80} h={80} radius="sm" alt="" fit="cover" />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={paths.product.getHref(review.shop_goods_id)} fw={600}>
                {review.goods.name}
              </Anchor>
              {review.props_desc && (
                <Text size="xs" c="dimmed">
                  {review.props_desc.split(';').join(' · ')}
                </Text>
              )}
              <Anchor component={Link} to={paths.userOrderDetail.getHref(review.order_id)} size="sm">
                {t('review.detail.order', { number: review.order_sn })}
              </Anchor>
            </Stack>
          </Group>
          <Group justify="space-between">
            <ReviewStars star={review.star} />
            <Badge color="green" variant="light">
              {t('review.status.published')}
            </Badge>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="review-content">
            {review.content}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(review.add_time)}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
