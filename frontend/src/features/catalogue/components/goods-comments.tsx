import { Avatar, Group, Paper, Rating, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/shared/components/pagination';
import { formatDateTime } from '@/shared/format';
import type { GoodsComment, Paged } from '../api/catalogue-types';
import { EmptyResult } from './catalogue-states';

/** Buyers' reviews of a product; empty until reviews exist. */
export function GoodsComments({
  data,
  loading,
  page,
  onPage,
}: {
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
      {data.list.map((comment, index) => (
        <Paper key={`${comment.add_time}-${index}`} withBorder p="md" radius="md" component="article">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="sm" wrap="nowrap">
              <Avatar src={comment.avatar || null} radius="xl" alt="">
                {comment.nickname.slice(0, 1)}
              </Avatar>
              <div>
                <Text fw={600} size="sm">
                  {comment.nickname}
                </Text>
                <Rating value={comment.star} readOnly size="xs" aria-label={t('catalogue.comments.stars', { count: comment.star })} />
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
          <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {comment.content}
          </Text>
        </Paper>
      ))}
      <Pagination page={page} total={data.total} pageSize={data.page_size} onChange={onPage} />
    </Stack>
  );
}
