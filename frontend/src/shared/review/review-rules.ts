/** Star ratings run 1..5 (spec section 9); a new review starts at 5. */
export const MIN_STAR = 1;
export const MAX_STAR = 5;
export const DEFAULT_STAR = 5;
/** The server keeps at most 500 characters of review text. */
export const REVIEW_CONTENT_MAX = 500;
/** The only review status (spec section 4). */
export const REVIEW_STATUS_PUBLISHED = 'published';
export const CODE_ALREADY_REVIEWED = 10701;

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

/** Null when the review text may be sent, else the i18n key of the problem (spec section 5). */
export function reviewContentProblem(content: string): string | null {
  const trimmed = content.trim();
  if (trimmed === '') return 'review.form.content_required';
  return trimmed.length > REVIEW_CONTENT_MAX ? 'review.form.content_too_long' : null;
}

/** Lines of a received order may be reviewed, each once. */
export function canReview(status: string, reviewed: boolean | undefined): boolean {
  return (status === 'wait_finish' || status === 'finished') && reviewed !== true;
}
