import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Anchor, Box, Image, Text } from '@mantine/core';
import Autoplay from 'embla-carousel-autoplay';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeBanner } from '../api/catalogue-types';
import { BANNER_HEIGHT, SWIPER_DEFAULTS } from '../swiper';
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
 * Mantine's dots are 25×5 px bars over the slide's link, too small to tap (WCAG 2.5.8 wants
 * 24×24). The padding makes each dot a 24 px tall target while the background, clipped to the
 * content box, still paints the thin bar; drop-shadow follows that bar where box-shadow would
 * outline the whole target.
 */
const INDICATOR_HIT_AREA: CSSProperties = {
  height: 24,
  paddingBlock: 9.5,
  backgroundClip: 'content-box',
  boxShadow: 'none',
  filter: 'drop-shadow(0 1px 2px rgba(0, 0, 0, 0.35))',
};

/**
 * The home banner swiper with the spec's defaults (section 9): autoplay, loop, one slide per
 * view, 16 px between slides. Mantine's carousel follows the page direction, so in Arabic the
 * slides run right to left and the arrows point the other way.
 */
export default function BannerCarousel({ banners }: { banners: HomeBanner[] }) {
  const { t } = useTranslation();
  // One plugin instance for the carousel's lifetime (spec: autoplay on).
  const [autoplay] = useState(() =>
    Autoplay({ delay: SWIPER_DEFAULTS.autoplayDelayMs, stopOnInteraction: false, stopOnMouseEnter: true }),
  );
  return (
    <Carousel
      aria-roledescription="carousel"
      aria-label={t('catalogue.home.banners')}
      withIndicators
      height={BANNER_HEIGHT}
      slideSize={`${100 / SWIPER_DEFAULTS.slidesPerView}%`}
      slideGap={SWIPER_DEFAULTS.spaceBetween}
      emblaOptions={{ loop: SWIPER_DEFAULTS.loop, align: 'start' }}
      plugins={[autoplay]}
      previousControlProps={{ 'aria-label': t('catalogue.home.previous_banner') }}
      nextControlProps={{ 'aria-label': t('catalogue.home.next_banner') }}
      getIndicatorProps={(index) => ({ 'aria-label': t('catalogue.home.go_to_banner', { number: index + 1 }) })}
      styles={{ indicator: INDICATOR_HIT_AREA }}
    >
      {banners.map((banner, index) => (
        <Carousel.Slide key={`${banner.image}-${index}`} aria-roledescription="slide">
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
                {...(index === 0 ? { fetchPriority: 'high' } : { loading: 'lazy' })}
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
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
