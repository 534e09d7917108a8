import '@mantine/core/styles/Alert.css';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import type { DashboardSuspension } from './dashboard-types';

/**
 * What a suspended shop's seller reads first: the platform's reason, and what the suspension
 * means for its products, its paid orders and its money. The rest of the console keeps working.
 */
export function SuspensionNotice({ suspension }: { suspension: DashboardSuspension }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={t('console.seller_dashboard.suspended_title')} data-testid="shop-suspended" role="alert">
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {t('console.seller_dashboard.suspended_reason', { reason: suspension.reason })}
      </Text>
      {suspension.since !== null && (
        <Text size="xs" c="dimmed" mt={2}>
          {t('console.seller_dashboard.suspended_since', { time: formatDateTime(suspension.since) })}
        </Text>
      )}
      <Text size="sm" mt="xs">
        {t('console.seller_dashboard.suspended_body')}
      </Text>
    </Alert>
  );
}
