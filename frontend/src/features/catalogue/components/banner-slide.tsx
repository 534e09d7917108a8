import { Anchor, Box, Image, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HomeBanner } from '../api/catalogue-types';
import { BANNER_HEIGHT } from '../swiper';
import { PLACEHOLDER_IMAGE } from './product-card';

function BannerLink({ banner, children }: { banner: HomeBanner; children: ReactNode }) {
  if (!banner.link) return <>{children}</>;
  if (banner.link.startsWith('/') && !banner.link.startsWith('//')) {
    return (
      <Anchor component={Link} to={banner.link} aria-label={banner.title} display="block">
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={banner.link} target="_blank" rel="noopener noreferrer" aria-label={banner.title} display="block">
      {children}
    </Anchor>
  );
}

/**
 * One banner: its picture, linked, with the caption over it. The carousel shows one per slide;
 * the home page shows the first alone, in the same place and size, until the carousel's code has
 * come after the first paint (home-banners.tsx).
 */
export function BannerSlide({ banner, first }: { banner: HomeBanner; first: boolean }) {
  return (
    <BannerLink banner={banner}>
      <Box pos="relative" h={BANNER_HEIGHT} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        {/* Decorative: the caption beside it (and the link's label) already says what it shows. The
            first slide is the page's largest paint, so it loads first; the others wait their turn. */}
        <Image
          src={banner.image || null}
          fallbackSrc={PLACEHOLDER_IMAGE}
          alt=""
          h={BANNER_HEIGHT}
          fit="cover"
          // The first one is decoded with the frame that lays it out, not in one of its own after.
          {...(first ? { fetchPriority: 'high', decoding: 'sync' } : { loading: 'lazy' })}
        />
        {banner.title && (
          <Text
            pos="absolute"
            bottom={0}
            left={0}
            right={0}
            p="md"
            fw={700}
            size="xl"
            c="white"
            style={{ background: 'linear-gradient(transparent, rgba(0,0,0,0.55))' }}
          >
            {banner.title}
          </Text>
        )}
      </Box>
    </BannerLink>
  );
}
