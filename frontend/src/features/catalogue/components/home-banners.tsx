import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useWhenIdle } from '@/shared/after-first-paint';
import type { HomeBanner } from '../api/catalogue-types';
import { BANNER_DOTS_HEIGHT } from '../swiper';
import { BannerSlide } from './banner-slide';

// The carousel (embla) is its own chunk, fetched once the page is idle after its first paint.
const BannerCarousel = lazy(() => import('./banner-carousel'));

/**
 * The home banners. The first one is the page's largest paint: the first commit shows it as a
 * plain picture, where the carousel's first slide will be and at its size; the carousel (its
 * code, its measuring and autoplay) takes over once the page is idle, so none of its work delays
 * the picture or the sections below, and nothing moves when it does.
 */
export function HomeBanners({ banners }: { banners: HomeBanner[] }) {
  const idle = useWhenIdle();
  const [head] = banners;
  if (!head) return null;
  // Kept free under the lone first banner for the carousel's dots, so nothing moves when they come.
  const first = (
    <Box pb={BANNER_DOTS_HEIGHT}>
      <BannerSlide banner={head} first />
    </Box>
  );
  if (!idle) return first;
  return (
    <Suspense fallback={first}>
      <BannerCarousel banners={banners} />
    </Suspense>
  );
}
