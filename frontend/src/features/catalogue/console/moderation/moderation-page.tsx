import '@mantine/core/styles/Tabs.css';
import { Center, EmptyState, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '@/shared/components/load-failed';
import { DEFAULT_PAGE_SIZE, Pagination } from '@/shared/components/pagination';
import { pageParam } from '@/shared/query-params';
import { ModerationActionModal, type ModerationAction } from './moderation-action-modal';
import { useGetModerationQueueQuery, type QueueStatus, type ReportGroup } from './moderation-api';
import { ReportGroupCard } from './report-group-card';

const TAB_LABELS = {
  open: 'console.moderation.tab_open',
  closed: 'console.moderation.tab_closed',
} as const;

const EMPTY_LABELS = {
  open: 'console.moderation.empty_open',
  closed: 'console.moderation.empty_closed',
} as const;

/** A product has one open group, and one per closing. */
function groupKey(group: ReportGroup): string {
  const closing = group.closed ? `${group.closed.time}.${group.closed.by_uid}.${group.closed.resolution}` : 'open';
  return `${group.goods.shop_goods_id}.${closing}`;
}

/**
 * console/moderation/list: the products shoppers reported, one card per product with its open
 * reports (`open`, the latest reported first), or one per closing (`closed`: taken down or
 * dismissed, by whom and why). The tab and page live in the query.
 */
export function ModerationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status: QueueStatus = params.get('status') === 'closed' ? 'closed' : 'open';
  const page = pageParam(params.get('page'));
  const queue = useGetModerationQueueQuery({ status, page }, { refetchOnMountOrArgChange: true });
  const [action, setAction] = useState<ModerationAction | null>(null);

  const show = (next: QueueStatus, nextPage = 1): void => {
    const query: Record<string, string> = {};
    if (next === 'closed') query.status = next;
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
  };

  let body;
  if (queue.isError) body = <LoadFailed error={queue.error} onRetry={() => void queue.refetch()} />;
  else if (!queue.data) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (queue.data.list.length === 0) {
    body = (
      <EmptyState py="xl" variant="light">
        <EmptyState.Description>{t(EMPTY_LABELS[status])}</EmptyState.Description>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <Text size="sm" c="dimmed">
          {t('console.moderation.total', { number: queue.data.total })}
        </Text>
        {queue.data.list.map((group) => (
          <ReportGroupCard key={groupKey(group)} group={group} onAction={setAction} />
        ))}
        <Pagination page={page} total={queue.data.total} pageSize={DEFAULT_PAGE_SIZE} onChange={(next) => { show(status, next); }} />
      </>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('console.moderation.title')}
      </Title>
      <Paper withBorder p="md">
        <Tabs value={status} onChange={(next) => { show(next === 'closed' ? 'closed' : 'open'); }}>
          <Tabs.List>
            {(['open', 'closed'] as const).map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(TAB_LABELS[value])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Stack pt="md" gap="md">
          {body}
        </Stack>
      </Paper>
      {action && <ModerationActionModal action={action} onClose={() => { setAction(null); }} />}
    </Stack>
  );
}
