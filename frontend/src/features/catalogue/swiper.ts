/** Spec section 9: swiper defaults (autoplay is always on; see banner-carousel). */
export const SWIPER_DEFAULTS = {
  autoplayDelayMs: 5000,
  loop: true,
  slidesPerView: 1,
  spaceBetween: 16,
} as const;

export const BANNER_HEIGHT = 360;

/** The row under the banners that holds the carousel's dots, so they never cover a caption. */
export const BANNER_DOTS_HEIGHT = 28;
