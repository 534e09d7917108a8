import '@mantine/core/styles/Overlay.css';
import { Anchor, Center, Popover, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';
import { QR_SIZE, siteUrl } from '../download';

// The QR encoder loads only when the popover first opens.
const AppQrCode = lazy(() => import('./app-qr-code'));

/** "Download app" with a popover holding a QR code of the site (spec section 2, Header). */
export function DownloadPopover() {
  const { t } = useTranslation();
  const { data: config } = useGetSiteConfigQuery();
  const url = siteUrl(config?.site_domain, window.location.origin);
  const titleId = useId();

  return (
    <Popover position="bottom" withArrow shadow="md" withinPortal>
      <Popover.Target>
        <Anchor component="button" type="button" size="sm">
          {t('catalogue.download.link')}
        </Anchor>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId}>
        <Stack align="center" gap="xs">
          <Text size="sm" fw={600} id={titleId}>
            {t('catalogue.download.title')}
          </Text>
          <Center data-testid="app-qr-code" w={QR_SIZE} h={QR_SIZE}>
            <Suspense fallback={<Skeleton w={QR_SIZE} h={QR_SIZE} />}>
              <AppQrCode value={url} title={t('catalogue.download.qr_alt')} />
            </Suspense>
          </Center>
          <Text size="xs" c="dimmed" ta="center" maw={180}>
            {t('catalogue.download.hint')}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
