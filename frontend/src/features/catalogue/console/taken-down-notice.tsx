import { Alert, Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * In the seller's goods list: the platform took the product down, and why. It is gone from the
 * storefront and cannot be put on sale until the platform restores it.
 */
export function TakenDownBadge({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start" data-testid="taken-down">
      <Badge color="red" variant="filled" size="sm">
        {t('console.moderation.seller.badge')}
      </Badge>
      {reason && (
        <Text size="xs" c="red.8" fw={400} style={{ overflowWrap: 'anywhere' }}>
          {t('console.moderation.seller.reason', { reason })}
        </Text>
      )}
    </Stack>
  );
}

/** Above the seller's product form: why the product was taken down, and what that means. */
export function TakenDownAlert({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="status" title={t('console.moderation.seller.badge')} data-testid="taken-down">
      <Stack gap={4}>
        {reason && <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{t('console.moderation.seller.reason', { reason })}</Text>}
        <Text size="sm">{t('console.moderation.seller.hint')}</Text>
      </Stack>
    </Alert>
  );
}
