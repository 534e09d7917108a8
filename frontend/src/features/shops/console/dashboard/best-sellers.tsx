import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@/shared/format';
import { sellerGoodsPath } from './dashboard-links';
import type { BestSeller } from './dashboard-types';

/** The shop's best-selling products, most sold first. */
export function BestSellers({ goods }: { goods: BestSeller[] }) {
  const { t } = useTranslation();
  if (goods.length === 0) return <Text c="dimmed">{t('console.seller_dashboard.no_best_sellers')}</Text>;
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('console.seller_dashboard.best_sellers_title')}>
      {goods.map((item) => (
        <Group component="li" key={item.shop_goods_id} gap="sm" wrap="nowrap" data-testid="best-seller">
          <Image src={item.cover_image} w={48} h={48} radius="sm" alt="" fit="cover" />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Anchor component={Link} to={sellerGoodsPath(item.shop_goods_id)} size="sm" fw={600} lineClamp={2}>
              {item.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('console.seller_dashboard.sold', { count: item.sales })}
            </Text>
          </Stack>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(item.price)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
