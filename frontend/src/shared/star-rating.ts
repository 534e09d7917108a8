/** Star ratings run 1..5 (spec section 9), on reviews and on a product's average alike. */
export const MIN_STAR = 1;
export const MAX_STAR = 5;

/** The spec's star labels (Bad, Poor, Good, Better, Excellent), as i18n keys, for stars 1..5. */
export const STAR_LABELS = [
  'review.star.bad',
  'review.star.poor',
  'review.star.good',
  'review.star.better',
  'review.star.excellent',
] as const;

/** The i18n key of a star count's label (clamped to 1..5). */
export function starLabel(star: number): (typeof STAR_LABELS)[number] {
  const index = Math.min(Math.max(Math.round(star), MIN_STAR), MAX_STAR) - 1;
  return STAR_LABELS[index] ?? 'review.star.excellent';
}
