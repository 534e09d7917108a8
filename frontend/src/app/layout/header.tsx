import { Anchor, Box, Container, Group, Image, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/routes';
import { ChatDock } from '@/features/chat/components/chat-dock';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';
import { AccountMenu } from './account-menu';
import { LanguageMenu } from './language-menu';
import { RegionSelect } from './region-select';

export const HEADER_HEIGHT = 71;
export const LOGO_HEIGHT = 45;

/**
 * Where later features mount their header parts (spec section 2, Header). An empty slot
 * renders nothing.
 */
export interface HeaderSlots {
  brandMenu?: ReactNode;
  categoryMenu?: ReactNode;
  search?: ReactNode;
  download?: ReactNode;
  cart?: ReactNode;
  chat?: ReactNode;
}

export interface HeaderProps {
  showLogo: boolean;
  slots?: HeaderSlots;
}

export function Header({ showLogo, slots = {} }: HeaderProps) {
  const { t } = useTranslation();
  const { data: config } = useGetSiteConfigQuery();
  const siteName = config?.site_name || t('app.name');

  return (
    <Box component="header" bg="var(--mantine-color-body)" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl">
        <Group justify="space-between" h={HEADER_HEIGHT} wrap="nowrap" gap="md">
          <Group gap="md" wrap="nowrap">
            {showLogo && (
              <Anchor component={Link} to={paths.index} underline="never" aria-label={t('layout.header.home_link', { site: siteName })}>
                {config?.logo_url ? (
                  <Image src={config.logo_url} h={LOGO_HEIGHT} w="auto" alt={siteName} />
                ) : (
                  <Title order={2} size="h3" c="orange.7" lh={`${LOGO_HEIGHT}px`}>
                    {siteName}
                  </Title>
                )}
              </Anchor>
            )}
            {slots.brandMenu}
            {slots.categoryMenu}
          </Group>
          {slots.search}
          <Group gap="xs" wrap="nowrap">
            {slots.download}
            <RegionSelect />
            <LanguageMenu />
            <AccountMenu />
            {slots.chat ?? <ChatDock />}
            {slots.cart}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
