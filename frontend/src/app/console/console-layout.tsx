import '@mantine/core/styles/NavLink.css';
import './console-styles';
import { Anchor, AppShell, Burger, Center, Group, Loader, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';
import { consoleAccess } from '@/store/session/roles';
import { selectUser } from '@/store/session/session-slice';
import { SECTION_GROUP_LABELS, visibleSections, type ConsoleSection } from './sections';
import { NoAccess } from './no-access';

const HEADER_HEIGHT = 56;
const NAVBAR_WIDTH = 240;

function SectionLinks({ sections, onNavigate }: { sections: ConsoleSection[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const groups = [...new Set(sections.map((section) => section.group))];
  return groups.map((group) => (
    <div key={group}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
        {t(SECTION_GROUP_LABELS[group])}
      </Text>
      {sections
        .filter((section) => section.group === group)
        .map((section) => (
          <RouterNavLink
            key={section.key}
            to={section.to}
            end={section.end}
            onClick={onNavigate}
            // The link only wraps Mantine's NavLink: it takes the theme's colours, not the browser's blue.
            style={{ textDecoration: 'none', color: 'inherit' }}
          >
            {({ isActive }) => <NavLink component="span" label={t(section.labelKey)} active={isActive} />}
          </RouterNavLink>
        ))}
    </div>
  ));
}

/**
 * The back office's shell. A guest is sent to log-in (the root layout does that before this
 * renders); a user without any console role sees only "no access"; the navigation lists the
 * sections the user's roles allow (a screen needing another role says "no access" inside).
 */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const location = useLocation();
  const [navOpened, nav] = useDisclosure(false);
  const { data: config } = useGetSiteConfigQuery();
  const siteName = config?.site_name || t('app.name');

  const access = consoleAccess(user);
  if (access === 'login') return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  if (access === 'forbidden') {
    return (
      <Center component="main" mih="100vh" p="md" bg="gray.0">
        <NoAccess />
      </Center>
    );
  }

  const sections = visibleSections(user);
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('console.layout.toggle_navigation')}
            />
            <Text fw={700} c="orange.7">
              {t('console.layout.title', { site: siteName })}
            </Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="xs">
              {user?.email}
            </Text>
            <Anchor component={Link} to={paths.index.getHref()} size="sm">
              {t('console.layout.back_to_shop')}
            </Anchor>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('console.nav.label')}>
        <SectionLinks sections={sections} onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label={t('app.loading')} />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
