import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { formatMoney } from '@/shared/format';
import { canOpenDispute } from '../disputes/dispute-rules';
import { CaseLinkRow } from '../disputes/dispute-status-badge';
import type { Order } from '../order-status';
import { DisputeOpenModal } from './dispute-open-modal';

/**
 * The order's case, if any (its status and a link to it), what cases refunded so far, and
 * "Problem with this order?" while the goods are awaited or the order is finishing with no
 * case open. Nothing at all for an order none of that applies to.
 */
export function OrderDisputePanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState(false);
  const canOpen = canOpenDispute(order);
  if (!order.dispute && order.refunded_amount <= 0 && !canOpen) return null;

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('dispute.order.case')}>
      <Stack gap="xs">
        {order.dispute && <CaseLinkRow status={order.dispute.status} to={paths.userOrderDispute.getHref(order.order_id)} />}
        {order.refunded_amount > 0 && (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('dispute.order.refunded')}
            </Text>
            <Text size="sm" fw={600} data-testid="refunded-amount">
              {formatMoney(order.refunded_amount)}
            </Text>
          </Group>
        )}
        {canOpen && (
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => {
                setOpening(true);
              }}
            >
              {t('dispute.problem.button')}
            </Button>
          </Group>
        )}
      </Stack>
      {opening && (
        <DisputeOpenModal
          order={order}
          onClose={() => {
            setOpening(false);
          }}
        />
      )}
    </Paper>
  );
}
