import { Anchor, Box, Button, Image, Stack, Text, Title, useDirection } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeBanner } from '../api/catalogue-types';
import { BANNER_HEIGHT } from '../swiper';
import { PLACEHOLDER_IMAGE } from './product-card';

function BannerLink({ banner, children }: { banner: HomeBanner; children: ReactNode }) {
  if (!banner.link) return <>{children}</>;
  if (banner.link.startsWith('/') && !banner.link.startsWith('//')) {
    return (
      <Anchor component={Link} to={banner.link} display="block" underline="never">
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={banner.link} target="_blank" rel="noopener noreferrer" display="block" underline="never">
      {children}
    </Anchor>
  );
}

/**
 * The headline, its line and the call to action, as text over the picture so they translate and
 * can be read out. At the start side on a wide screen; across the foot on a phone, where the
 * picture is narrow. The whole banner is the link, so the call to action is drawn as a button
 * but is not a second control.
 */
function BannerCaption({ banner }: { banner: HomeBanner }) {
  const { dir } = useDirection();
  const towardsEnd = dir === 'rtl' ? 'to left' : 'to right';
  return (
    <Stack
      data-testid="banner-caption"
      pos="absolute"
      gap={6}
      justify="center"
      p={{ base: 'md', sm: 'xl' }}
      w={{ base: '100%', sm: '55%' }}
      top={{ base: 'auto', sm: 0 }}
      bottom={0}
      bg={{
        base: 'linear-gradient(to top, rgba(255,255,255,0.94) 60%, rgba(255,255,255,0.55) 85%, transparent)',
        sm: `linear-gradient(${towardsEnd}, rgba(255,255,255,0.9) 55%, transparent)`,
      }}
      style={{ insetInlineStart: 0 }}
    >
      <Title order={2} fz={{ base: 'h3', sm: 'h1' }} c="dark.8" lh={1.2}>
        {banner.title}
      </Title>
      {banner.subtitle && (
        <Text c="dark.5" size="sm" lineClamp={2}>
          {banner.subtitle}
        </Text>
      )}
      {banner.cta && (
        <Button component="span" radius="xl" size="sm" w="fit-content" mt={4}>
          {banner.cta}
        </Button>
      )}
    </Stack>
  );
}

/**
 * One banner: its picture, linked, with the caption over it. The carousel shows one per slide;
 * the home page shows the first alone, in the same place and size, until the carousel's code has
 * come after the first paint (home-banners.tsx). The pictures group their illustrations at the
 * end side, leaving the start side to the caption, so a right-to-left page mirrors them.
 */
export function BannerSlide({ banner, first }: { banner: HomeBanner; first: boolean }) {
  const { dir } = useDirection();
  const { t } = useTranslation();
  return (
    <BannerLink banner={banner}>
      <Box pos="relative" h={BANNER_HEIGHT} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        {/* Decorative when a caption over it says what it shows; an operator's banner without
            one (its text drawn in it) names the link and is never mirrored. The first slide is
            the page's largest paint, so it loads first; the others wait their turn. */}
        <Image
          src={banner.image || null}
          fallbackSrc={PLACEHOLDER_IMAGE}
          alt={banner.title ? '' : t('catalogue.home.banner_picture')}
          h={BANNER_HEIGHT}
          fit="cover"
          style={{ objectPosition: '78% center', transform: dir === 'rtl' && banner.title ? 'scaleX(-1)' : undefined }}
          // The first one is decoded with the frame that lays it out, not in one of its own after.
          {...(first ? { fetchPriority: 'high', decoding: 'sync' } : { loading: 'lazy' })}
        />
        {banner.title && <BannerCaption banner={banner} />}
      </Box>
    </BannerLink>
  );
}
