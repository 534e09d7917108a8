/** Spec section 9: swiper defaults (autoplay is always on; see banner-carousel). */
export const SWIPER_DEFAULTS = {
  autoplayDelayMs: 5000,
  loop: true,
  slidesPerView: 1,
  spaceBetween: 16,
} as const;

export const BANNER_HEIGHT = 360;
