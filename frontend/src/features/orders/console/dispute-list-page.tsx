import '@mantine/core/styles/Tabs.css';
import { Anchor, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { PagedDataTable } from '@/shared/components/paged-table';
import { formatDateTime, formatMoney } from '@/shared/format';
import { pageParam } from '@/shared/query-params';
import { useGetDisputesQuery } from '../api/dispute-api';
import { DISPUTE_STATUSES, type DisputeRow, type DisputeStatus } from '../api/dispute-types';
import { DISPUTE_KIND_LABELS, DISPUTE_STATUS_LABELS, ROLE_LABELS, isDisputeStatus } from '../disputes/dispute-labels';
import { DisputeStatusBadge } from '../disputes/dispute-status-badge';
import { DownloadButton } from '@/shared/components/download-button';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/session-slice';
import { canExport } from '@/store/session/roles';
import { secondsOf } from '../disputes/wire';

const ALL = 'all';
type Tab = DisputeStatus | typeof ALL;
type ListRole = 'seller' | 'arbiter';

/** The seller sees every case first; the arbiters the escalated ones, then the ones they ended. */
const TABS: Record<ListRole, readonly Tab[]> = {
  seller: [ALL, ...DISPUTE_STATUSES],
  arbiter: ['escalated', 'decided', 'refunded', 'withdrawn', ALL],
};

const LIST: Record<ListRole, { title: string; detail: (orderId: string) => string }> = {
  seller: { title: 'console.dispute.title', detail: (orderId) => paths.consoleSellerDisputeDetail.getHref(orderId) },
  arbiter: { title: 'console.dispute.arbiter_title', detail: (orderId) => paths.consoleDisputeDetail.getHref(orderId) },
};

function WaitingCell({ row }: { row: DisputeRow }) {
  const { t } = useTranslation();
  if (!row.waiting_for) return <>—</>;
  const time = secondsOf(row.respond_by);
  return (
    <>
      <Text size="sm">{t(ROLE_LABELS[row.waiting_for])}</Text>
      {time !== null && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('console.dispute.respond_by', { time: formatDateTime(time) })}
        </Text>
      )}
    </>
  );
}

/**
 * console/dispute/list: the seller's cases (all of them first) or, for the arbiters, every shop's
 * cases (the escalated ones first); each row opens its case. The tab and page live in the query.
 */
export function DisputeListPage({ role }: { role: ListRole }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabs = TABS[role];
  const statusParam = params.get('status');
  const tab: Tab = statusParam === ALL || isDisputeStatus(statusParam) ? statusParam : (tabs[0] ?? ALL);
  const page = pageParam(params.get('page'));
  const result = useGetDisputesQuery({ role, page, ...(tab === ALL ? {} : { status: tab }) }, { refetchOnMountOrArgChange: true });
  const title = t(LIST[role].title);
  const viewer = useAppSelector(selectUser);
  const mayExport = role === 'arbiter' && canExport(viewer);

  const show = (next: string, nextPage = 1): void => {
    const query: Record<string, string> = {};
    if (next !== tabs[0]) query.status = next;
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="md">
        <Tabs value={tab} onChange={(next) => { if (next) show(next); }}>
          <Tabs.List>
            {tabs.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {value === ALL ? t('console.dispute.tab_all') : t(DISPUTE_STATUS_LABELS[value])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Stack pt="md">
          {mayExport && (
            <Group justify="flex-end">
              <DownloadButton path="console/export/disputes.csv" label={t('console.exports.download_decisions')} testId="disputes-download" />
            </Group>
          )}
          <PagedDataTable<DisputeRow>
            result={result}
            page={page}
            onPageChange={(next) => { show(tab, next); }}
            label={title}
            emptyText={t('console.dispute.empty')}
            rowKey={(row) => row.dispute_id}
            columns={[
              {
                key: 'order',
                header: t('console.dispute.column_order'),
                role: 'title',
                cell: (row) => (
                  <Anchor component={Link} to={LIST[role].detail(row.order_id)} aria-label={t('console.dispute.open_label', { number: row.order_sn })}>
                    <bdi>{row.order_sn}</bdi>
                  </Anchor>
                ),
              },
              { key: 'kind', header: t('console.dispute.column_kind'), cell: (row) => t(DISPUTE_KIND_LABELS[row.kind]) },
              { key: 'status', header: t('console.column.status'), cell: (row) => <DisputeStatusBadge status={row.status} /> },
              {
                key: 'amount',
                header: t('console.dispute.column_asked'),
                nowrap: true,
                cell: (row) => (
                  <>
                    <Text size="sm">{formatMoney(row.requested_amount)}</Text>
                    {row.refund_amount !== null && (
                      <Text size="xs" c="dimmed">
                        {t('console.dispute.refunded', { amount: formatMoney(row.refund_amount) })}
                      </Text>
                    )}
                  </>
                ),
              },
              { key: 'waiting', header: t('console.dispute.column_waiting'), cell: (row) => <WaitingCell row={row} /> },
              role === 'arbiter' && { key: 'shop', header: t('console.dispute.column_shop'), cell: (row) => <bdi>{row.shop_name}</bdi> },
              { key: 'buyer', header: t('console.dispute.column_buyer'), cell: (row) => <bdi>{row.buyer_nickname}</bdi> },
              { key: 'updated', header: t('console.dispute.column_updated'), nowrap: true, cell: (row) => formatDateTime(secondsOf(row.updated_at)) },
            ]}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}

export function SellerDisputesPage() {
  return <DisputeListPage role="seller" />;
}

export function ArbiterDisputesPage() {
  return <DisputeListPage role="arbiter" />;
}
