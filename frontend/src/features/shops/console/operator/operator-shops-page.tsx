import '@mantine/core/styles/Badge.css';
import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DecisionProblem } from '@/shared/approval/decision';
import { PagedDataTable } from '@/shared/components/paged-table';
import { formatDateTime, formatMoney } from '@/shared/format';
import { notify } from '@/shared/notify';
import { pageParam } from '@/shared/query-params';
import {
  isShopStatus,
  useGetOperatorShopsQuery,
  useReinstateShopMutation,
  useSuspendShopMutation,
  type OperatorShop,
  type ShopStatus,
} from './operator-shops-api';
import { ShopFilters } from './shop-filters';
import { ShopStandingDialogs } from './shop-standing-dialogs';
import { standingProblem, type StandingAction } from './standing-problem';

const ACTION_TEXTS: Record<StandingAction, { button: string; label: string }> = {
  suspend: { button: 'console.shops.suspend', label: 'console.shops.suspend_label' },
  reinstate: { button: 'console.shops.reinstate', label: 'console.shops.reinstate_label' },
};

function StandingCell({ shop }: { shop: OperatorShop }) {
  const { t } = useTranslation();
  if (shop.status !== 'suspended') return <Badge color="green" variant="light">{t('console.shops.status_active')}</Badge>;
  return (
    <>
      <Badge color="red" variant="light">{t('console.shops.status_suspended')}</Badge>
      <Text size="xs" mt={4} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{shop.suspension_reason}</bdi>
      </Text>
      {shop.suspended_at !== null && (
        <Text size="xs" c="dimmed">
          {t('console.shops.suspended_since', { time: formatDateTime(shop.suspended_at) })}
        </Text>
      )}
    </>
  );
}

/** The shops list's query string: ?q= (search), ?status= (active | suspended) and ?page=. */
function useShopParams() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const keywords = params.get('q') ?? '';
  const status: ShopStatus | null = isShopStatus(statusParam) ? statusParam : null;
  const page = pageParam(params.get('page'));
  const show = (next: { keywords?: string; status?: ShopStatus | null; page?: number }): void => {
    const query: Record<string, string> = {};
    const nextKeywords = next.keywords ?? keywords;
    const nextStatus = next.status === undefined ? status : next.status;
    if (nextKeywords) query.q = nextKeywords;
    if (nextStatus) query.status = nextStatus;
    if ((next.page ?? 1) > 1) query.page = String(next.page);
    setParams(query);
  };
  return { keywords, status, page, show };
}

/**
 * console/shops/list: every shop with its owner, sales, the owner's balance and what is open
 * about it; the operator suspends one with a reason or reinstates it. Cards on a phone.
 */
export function OperatorShopsPage() {
  const { t } = useTranslation();
  const { keywords, status, page, show } = useShopParams();
  const result = useGetOperatorShopsQuery({ keywords, status, page }, { refetchOnMountOrArgChange: true });
  const [suspendShop, suspending] = useSuspendShopMutation();
  const [reinstateShop, reinstating] = useReinstateShopMutation();
  const [open, setOpen] = useState<{ action: StandingAction; shop: OperatorShop } | null>(null);
  const title = t('console.shops.title');

  const confirm = async (action: StandingAction, text: string): Promise<DecisionProblem | null> => {
    if (!open) return null;
    const change = { shopId: open.shop.shop_id, text };
    const sent = await (action === 'suspend' ? suspendShop(change) : reinstateShop(change));
    if (!('error' in sent)) {
      const done = action === 'suspend' ? 'console.shops.suspended_done' : 'console.shops.reinstated_done';
      notify('success', t(done, { name: open.shop.name }));
      return null;
    }
    return standingProblem(sent.error, t('console.decision.failed'));
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="md">
        <Stack gap="md">
          <ShopFilters
            key={keywords}
            keywords={keywords}
            status={status}
            onSearch={(next) => { show({ keywords: next }); }}
            onStatus={(next) => { show({ status: next }); }}
          />
          <PagedDataTable<OperatorShop>
            result={result}
            page={page}
            onPageChange={(next) => { show({ page: next }); }}
            label={title}
            emptyText={t('console.shops.empty')}
            rowKey={(shop) => shop.shop_id}
            columns={[
              {
                key: 'shop',
                header: t('console.shops.column_shop'),
                role: 'title',
                cell: (shop) => (
                  <>
                    <bdi>{shop.name}</bdi>
                    <Text size="xs" c="dimmed">
                      {t('console.shops.shop_id', { id: shop.shop_id })}
                    </Text>
                  </>
                ),
              },
              {
                key: 'owner',
                header: t('console.shops.column_owner'),
                cell: (shop) => (
                  <>
                    <Text size="sm"><bdi>{shop.owner.email}</bdi></Text>
                    <Text size="xs" c="dimmed">
                      <bdi>{shop.owner.nickname}</bdi> · {t('console.common.uid', { uid: shop.owner.uid })}
                    </Text>
                  </>
                ),
              },
              { key: 'status', header: t('console.shops.column_status'), cell: (shop) => <StandingCell shop={shop} /> },
              { key: 'sales', header: t('console.shops.column_sales'), nowrap: true, cell: (shop) => formatMoney(shop.sales) },
              { key: 'balance', header: t('console.shops.column_balance'), nowrap: true, cell: (shop) => formatMoney(shop.balance) },
              { key: 'disputes', header: t('console.shops.column_disputes'), cell: (shop) => shop.open_disputes },
              { key: 'reports', header: t('console.shops.column_reports'), cell: (shop) => shop.open_reports },
              {
                key: 'actions',
                header: t('console.column.action'),
                role: 'actions',
                cell: (shop) => {
                  const action: StandingAction = shop.status === 'suspended' ? 'reinstate' : 'suspend';
                  return (
                    <Button
                      size="xs"
                      variant={action === 'suspend' ? 'light' : 'default'}
                      color={action === 'suspend' ? 'red' : undefined}
                      aria-label={t(ACTION_TEXTS[action].label, { name: shop.name })}
                      onClick={() => { setOpen({ action, shop }); }}
                    >
                      {t(ACTION_TEXTS[action].button)}
                    </Button>
                  );
                },
              },
            ]}
          />
        </Stack>
      </Paper>
      <ShopStandingDialogs
        action={open?.action ?? null}
        shop={open?.shop ?? null}
        busy={suspending.isLoading || reinstating.isLoading}
        onClose={() => { setOpen(null); }}
        onConfirm={confirm}
      />
    </Stack>
  );
}
