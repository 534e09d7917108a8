import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The account's everyday places, one tap from the dashboard (recharge and withdraw sit on the wallet card). */
const SHORTCUTS = [
  { key: 'orders', labelKey: 'order.menu.my_orders', to: paths.userOrder.getHref() },
  { key: 'balance', labelKey: 'user.menu.balance', to: paths.userAmount.getHref() },
  { key: 'wish', labelKey: 'favorite.menu.my_collection', to: paths.userWish.getHref() },
  { key: 'address', labelKey: 'address.menu.receive_address', to: paths.userAddress.getHref() },
  { key: 'reviews', labelKey: 'review.menu.my_reviews', to: paths.userReview.getHref() },
  { key: 'profile', labelKey: 'user.menu.profile', to: paths.userProfile.getHref() },
] as const;

export function DashboardShortcuts() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('user.dashboard.shortcuts')}>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        {SHORTCUTS.map((shortcut) => (
          <Paper
            key={shortcut.key}
            component={Link}
            to={shortcut.to}
            withBorder
            p="sm"
            ta="center"
            style={{ textDecoration: 'none', color: 'inherit' }}
          >
            <Text size="sm" fw={600} c="var(--mantine-primary-color-filled)" style={{ overflowWrap: 'anywhere' }}>
              {t(shortcut.labelKey)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </nav>
  );
}
