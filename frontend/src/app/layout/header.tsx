import '@mantine/core/styles/Burger.css';
import './header.css';
import { Anchor, Box, Burger, Container, Group, Image, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ChatDock } from '@/features/chat/components/chat-dock';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';

// The phone menu (a drawer with its styles) loads on its first opening, not with every page.
const PhoneMenu = lazy(async () => ({ default: (await import('./phone-menu')).PhoneMenu }));
// The wide screen's menus are a chunk of their own that a phone never fetches.
const DesktopHeaderMenus = lazy(async () => ({ default: (await import('./desktop-header-parts')).DesktopHeaderMenus }));
const DesktopHeaderActions = lazy(async () => ({ default: (await import('./desktop-header-parts')).DesktopHeaderActions }));

export const HEADER_HEIGHT = 71;
export const LOGO_HEIGHT = 45;
/** Below this Mantine breakpoint the menus, language and account move into the phone menu. */
export const FULL_HEADER_FROM = 'lg';

/**
 * Where later features mount their header parts (spec section 2, Header). An empty slot
 * renders nothing.
 */
export interface HeaderSlots {
  /** The brand menu beside the categories (wide screens only). */
  showBrand?: boolean;
  /** The app-download popover among the actions (wide screens only). */
  showDownload?: boolean;
  /** The categories inside the phone menu. */
  categoryLinks?: ReactNode;
  search?: ReactNode;
  cart?: ReactNode;
  chat?: ReactNode;
}

/** Whether the full header (menus, language, account) is shown: matched before the first paint. */
function useFullHeader(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints[FULL_HEADER_FROM]})`, false, { getInitialValueInEffect: false });
}

export interface HeaderProps {
  showLogo: boolean;
  slots?: HeaderSlots;
}

function PhoneMenuButton({ categoryLinks }: { categoryLinks: ReactNode }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setMounted(true);
          setOpened(!opened);
        }}
        hiddenFrom={FULL_HEADER_FROM}
        size="sm"
        aria-label={t('layout.menu.open')}
        aria-expanded={opened}
        data-testid="phone-menu-button"
      />
      {mounted && (
        <Suspense fallback={null}>
          <PhoneMenu
            opened={opened}
            onClose={() => {
              setOpened(false);
            }}
            categories={categoryLinks}
          />
        </Suspense>
      )}
    </>
  );
}

export function Header({ showLogo, slots = {} }: HeaderProps) {
  const { t } = useTranslation();
  const { data: config } = useGetSiteConfigQuery();
  const siteName = config?.site_name || t('app.name');
  const fullHeader = useFullHeader();

  return (
    <Box component="header" bg="var(--mantine-color-body)" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl">
        {/* A wide screen's utilities (the app, the region, the language, the account) sit in a
            thin bar above the main row, as marketplaces do, so the search keeps its room. */}
        {fullHeader && (
          <Group className="site-header-utilities" justify="flex-end" gap="xs" wrap="nowrap" visibleFrom={FULL_HEADER_FROM}>
            <Suspense fallback={null}>
              <DesktopHeaderActions showDownload={slots.showDownload ?? false} />
            </Suspense>
          </Group>
        )}
        {/* Wraps on narrow screens: the search (see header.css) drops to a second row. */}
        <Group justify="space-between" mih={HEADER_HEIGHT} wrap="wrap" gap="md" style={{ rowGap: 0 }}>
          <Group gap="sm" wrap="nowrap" mih={HEADER_HEIGHT} miw={0}>
            <PhoneMenuButton categoryLinks={slots.categoryLinks} />
            {showLogo && (
              <Anchor component={Link} to={paths.index.getHref()} underline="never" aria-label={t('layout.header.home_link', { site: siteName })}>
                {config?.logo_url ? (
                  <Image src={config.logo_url} h={LOGO_HEIGHT} w="auto" alt={siteName} />
                ) : (
                  <Title order={2} size="h3" c="orange.7" lh={`${LOGO_HEIGHT}px`}>
                    {siteName}
                  </Title>
                )}
              </Anchor>
            )}
            {fullHeader && (
              <Group gap="md" wrap="nowrap" visibleFrom={FULL_HEADER_FROM}>
                <Suspense fallback={null}>
                  <DesktopHeaderMenus showBrand={slots.showBrand ?? false} />
                </Suspense>
              </Group>
            )}
          </Group>
          {slots.search && <div className="site-header-search">{slots.search}</div>}
          <Group gap="xs" wrap="nowrap" data-testid="header-actions">
            {slots.chat ?? <ChatDock />}
            {slots.cart}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
