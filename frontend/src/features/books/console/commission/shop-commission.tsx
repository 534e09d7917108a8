import { Group, List, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPercent, localizedName } from './commission-rules';
import type { ShopCommission } from './commission-types';

/**
 * On the seller's money screen: the rate the shop pays on its orders' goods (its own rule, or
 * the platform's default) and, without a rule of its own, the categories that pay another.
 */
export function ShopCommissionRate({ commission }: { commission: ShopCommission }) {
  const { t, i18n } = useTranslation();
  const percent = (value: string) => <bdi>{formatPercent(value, i18n.language)}</bdi>;
  return (
    <Paper withBorder p="md" data-testid="money-commission-rate">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{commission.own_rule ? t('console.commission.seller.own_rate') : t('console.commission.seller.default_rate')}</Text>
          <Text fw={700} c="orange.8">
            {percent(commission.percent)}
          </Text>
        </Group>
        {commission.categories.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              {t('console.commission.seller.category_rates')}
            </Text>
            <List size="sm" spacing={4} aria-label={t('console.commission.seller.category_rates')}>
              {commission.categories.map((rate) => (
                <List.Item key={rate.category_id}>
                  {localizedName(rate.names, i18n.language)}: {percent(rate.percent)}
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Text size="xs" c="dimmed">
          {t('console.commission.seller.kept_hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
