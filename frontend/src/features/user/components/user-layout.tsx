import { Container, Grid, NavLink, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, Outlet } from 'react-router';
import { useLogout } from '@/shared/session/use-logout';
import { USER_MENU_ENTRIES } from './user-menu-entries';

/** The account area: side menu plus the chosen screen. */
export function UserLayout() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Container size="xl" py="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Paper withBorder p="xs" component="nav" aria-label={t('user.menu.title')}>
            {USER_MENU_ENTRIES.map((entry) =>
              'to' in entry ? (
                <RouterNavLink key={entry.key} to={entry.to} end={entry.end} style={{ textDecoration: 'none' }}>
                  {({ isActive }) => <NavLink component="span" label={t(entry.labelKey)} active={isActive} />}
                </RouterNavLink>
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
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
