export { MAX_STAR, MIN_STAR, STAR_LABELS, starLabel } from '@/shared/star-rating';

/** A new review starts at 5 stars. */
export const DEFAULT_STAR = 5;
/** The server keeps at most 500 characters of review text. */
export const REVIEW_CONTENT_MAX = 500;
/** The only review status (spec section 4). */
export const REVIEW_STATUS_PUBLISHED = 'published';
export const CODE_ALREADY_REVIEWED = 10701;

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
