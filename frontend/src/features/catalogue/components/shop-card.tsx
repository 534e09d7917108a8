import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { ShopSummary } from '../api/catalogue-types';

/** The seller's shop: logo, name, credit score and a way into the shop. */
export function ShopCard({ shop }: { shop: ShopSummary }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('catalogue.shop.card_label')}>
      <Group wrap="nowrap" gap="md">
        <Avatar src={shop.logo || null} size={56} radius="md" alt="" color="orange">
          {shop.name.slice(0, 1)}
        </Avatar>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate>
            <bdi>{shop.name}</bdi>
          </Text>
          <Text size="sm" c="dimmed">
            {t('catalogue.shop.credit_score')}: <span data-testid="shop-credit-score">{shop.credit_score}</span>
          </Text>
        </Stack>
        <Button component={Link} to={paths.shopIndex.getHref(shop.shop_id)} variant="light" size="xs">
          {t('catalogue.shop.visit')}
        </Button>
      </Group>
    </Paper>
  );
}
