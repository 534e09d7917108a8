import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeBanner } from '../api/catalogue-types';
import { BANNER_DOTS_HEIGHT, BANNER_HEIGHT, SWIPER_DEFAULTS } from '../swiper';
import { BannerSlide } from './banner-slide';

/**
 * Mantine's dots are 25×5 px bars over the slide's link, too small to tap (WCAG 2.5.8 wants
 * 24×24). The padding makes each dot a 24 px tall target while the background, clipped to the
 * content box, still paints the thin bar, grey on the page since the dots sit below the slide.
 */
const INDICATOR_HIT_AREA: CSSProperties = {
  height: 24,
  paddingBlock: 9.5,
  backgroundClip: 'content-box',
  backgroundColor: 'var(--mantine-color-gray-6)',
  boxShadow: 'none',
};

/**
 * The dots in their own row under the slides (Mantine lays them over the slide's foot, where a
 * phone's caption is), as tall as the row the first paint keeps free for them.
 */
const INDICATORS_BELOW: CSSProperties = {
  position: 'static',
  height: BANNER_DOTS_HEIGHT,
  alignItems: 'center',
  justifyContent: 'center',
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
      data-testid="home-banners"
      height={BANNER_HEIGHT}
      slideSize={`${100 / SWIPER_DEFAULTS.slidesPerView}%`}
      slideGap={SWIPER_DEFAULTS.spaceBetween}
      emblaOptions={{ loop: SWIPER_DEFAULTS.loop, align: 'start' }}
      plugins={[autoplay]}
      previousControlProps={{ 'aria-label': t('catalogue.home.previous_banner') }}
      nextControlProps={{ 'aria-label': t('catalogue.home.next_banner') }}
      getIndicatorProps={(index) => ({ 'aria-label': t('catalogue.home.go_to_banner', { number: index + 1 }) })}
      styles={{ indicator: INDICATOR_HIT_AREA, indicators: INDICATORS_BELOW }}
    >
      {banners.map((banner, index) => (
        <Carousel.Slide key={`${banner.image}-${index}`} aria-roledescription="slide">
          <BannerSlide banner={banner} first={index === 0} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
