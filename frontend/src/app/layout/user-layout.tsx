import '@mantine/core/styles/NavLink.css';
import { Container, Grid, NavLink, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, Outlet } from 'react-router';
import { useAppSelector } from '@/store/hooks';
import { useMerchantLink } from '@/features/shops/hooks/use-merchant-link';
import { hasConsoleRole } from '@/store/session/roles';
import { selectUser } from '@/store/session/session-slice';
import { useLogout } from '@/store/session/use-logout';
import { userMenuEntries } from './user-menu-entries';

/** The account area: side menu plus the chosen screen. */
export function UserLayout() {
  const { t } = useTranslation();
  const logout = useLogout();
  const user = useAppSelector(selectUser);
  const merchant = useMerchantLink();
  return (
    <Container size="xl" py="lg">
      <Grid gap="lg">
        {/* On a phone the chosen screen comes first and the menu follows it (the header's menu
            and the dashboard's shortcuts lead to the same places). */}
        <Grid.Col span={{ base: 12, sm: 3 }} order={{ base: 2, sm: 1 }}>
          <Paper withBorder p="xs" component="nav" aria-label={t('user.menu.title')}>
            {userMenuEntries(hasConsoleRole(user), merchant.href !== null).map((entry) =>
              'to' in entry ? (
                <RouterNavLink
                  key={entry.key}
                  to={entry.to}
                  end={entry.end}
                  // The link only wraps Mantine's NavLink: it takes the theme's colours, not the browser's blue.
                  style={{ textDecoration: 'none', color: 'inherit' }}
                >
                  {({ isActive }) => <NavLink component="span" label={t(entry.labelKey)} active={isActive} />}
                </RouterNavLink>
              ) : entry.action === 'merchant' ? (
                <NavLink
                  key={entry.key}
                  component="a"
                  href={merchant.href ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  label={t(entry.labelKey)}
                  onClick={merchant.followed}
                />
              ) : (
                <NavLink
                  key={entry.key}
                  component="button"
                  label={t(entry.labelKey)}
                  onClick={() => void logout()}
                />
              ),
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }} order={{ base: 1, sm: 2 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
