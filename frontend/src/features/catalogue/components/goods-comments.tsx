import '@mantine/core/styles/Rating.css';
import { Avatar, Group, Paper, Rating, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/shared/components/pagination';
import { formatDateTime } from '@/shared/format';
import { starLabel } from '@/shared/star-rating';
import type { GoodsComment, Paged } from '../api/catalogue-types';
import { EmptyResult } from './catalogue-states';

/** The product's average star and number of reviews, above its reviews. */
function RatingSummary({ rating }: { rating: { avg: number; count: number } }) {
  const { t } = useTranslation();
  const average = rating.avg.toFixed(1);
  return (
    <Group gap="sm" data-testid="rating-summary">
      <Text fw={700} size="xl">
        {average}
      </Text>
      <Rating value={rating.avg} fractions={10} readOnly role="img" aria-label={t('review.summary.average', { rating: average })} />
      <Text size="sm" c="dimmed">
        {t('review.summary.count', { count: rating.count })}
      </Text>
    </Group>
  );
}

/** Buyers' reviews of a product, newest first: stars, nickname, date, the bought options and the text. */
export function GoodsComments({
  rating,
  data,
  loading,
  page,
  onPage,
}: {
  rating: { avg: number; count: number } | null;
  data: Paged<GoodsComment> | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (loading && !data) {
    return (
      <Stack gap="sm" role="status" aria-label={t('app.loading')}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} h={72} />
        ))}
      </Stack>
    );
  }
  if (!data?.list.length) {
    return (
      <EmptyResult
        title={t('catalogue.comments.empty_title')}
        description={t('catalogue.comments.empty_body')}
        action={null}
      />
    );
  }
  return (
    <Stack gap="sm">
      {rating && rating.count > 0 && <RatingSummary rating={rating} />}
      {data.list.map((comment) => (
        <Paper
          key={comment.comment_id}
          withBorder
          p="md"
          radius="md"
          component="article"
          aria-label={t('review.item_label', { name: comment.nickname })}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="sm" wrap="nowrap">
              <Avatar src={comment.avatar || null} radius="xl" alt="">
                {comment.nickname.slice(0, 1)}
              </Avatar>
              <div>
                <Text fw={600} size="sm">
                  {comment.nickname}
                </Text>
                <Group gap="xs">
                  <Rating
                    value={comment.star}
                    readOnly
                    size="xs"
                    role="img"
                    aria-label={t('catalogue.comments.stars', { count: comment.star })}
                  />
                  <Text size="xs" c="dimmed">
                    {t(starLabel(comment.star))}
                  </Text>
                </Group>
              </div>
            </Group>
            <Text size="xs" c="dimmed">
              {formatDateTime(comment.add_time)}
            </Text>
          </Group>
          {comment.props_desc && (
            <Text size="xs" c="dimmed" mt="xs">
              {comment.props_desc.split(';').join(' · ')}
            </Text>
          )}
          {/* Plain text: React escapes it, so markup in a review is shown, never run. */}
          <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }} data-testid="comment-content">
            {comment.content}
          </Text>
        </Paper>
      ))}
      <Pagination page={page} total={data.total} pageSize={data.page_size} onChange={onPage} />
    </Stack>
  );
}
