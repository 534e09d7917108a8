import { Anchor, Badge, Button, Center, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { LoadFailed } from '@/shared/components/load-failed';
import { DEFAULT_PAGE_SIZE, Pagination } from '@/shared/components/pagination';
import { formatDateTime } from '@/shared/format';
import { selectUser } from '@/store/session/session-slice';
import { useGetMyReviewsQuery } from '../api/review-api';
import type { OwnReview } from '../api/review-types';
import { ReviewStars } from './review-stars';

function ReviewCard({ review }: { review: OwnReview }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={review.goods.name}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Image src={review.goods.cover_image} w={64} h={64} radius="sm" alt="" fit="cover" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Anchor component={Link} to={paths.product.getHref(review.shop_goods_id)} fw={600} size="sm" lineClamp={2}>
              {review.goods.name}
            </Anchor>
            <Badge color="green" variant="light">
              {t('review.status.published')}
            </Badge>
          </Group>
          {review.props_desc && (
            <Text size="xs" c="dimmed">
              {review.props_desc.split(';').join(' · ')}
            </Text>
          )}
          <ReviewStars star={review.star} />
          {/* Plain text: React escapes it, so markup in a review is shown, never run. */}
          <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
            {review.content}
          </Text>
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {formatDateTime(review.add_time)}
            </Text>
            <Anchor component={Link} to={paths.userReviewDetail.getHref(review.comment_id)} size="sm">
              {t('review.list.view')}
            </Anchor>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** user-review: the shopper's reviews, newest first, paged. */
export function UserReviewPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, error, refetch } = useGetMyReviewsQuery(
    { page, uid: user?.uid ?? 'guest' },
    { refetchOnMountOrArgChange: true },
  );

  let body;
  if (isLoading)
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  else if (isError || !data) body = <LoadFailed error={error} onRetry={() => void refetch()} />;
  else if (data.total === 0)
    body = (
      <Stack gap="sm" align="center" py="xl">
        <Text c="dimmed">{t('review.list.empty')}</Text>
        <Button component={Link} to={paths.userOrder.getHref()} variant="light">
          {t('review.list.to_orders')}
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack gap="sm">
        {data.list.map((review) => (
          <ReviewCard key={review.comment_id} review={review} />
        ))}
        <Pagination page={page} total={data.total} pageSize={DEFAULT_PAGE_SIZE} onChange={setPage} />
      </Stack>
    );

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('review.list.title')}
      </Title>
      {body}
    </Stack>
  );
}
