import { describe, expect, it } from 'vitest';
import { canReview, reviewContentProblem, starLabel } from './review-rules';

describe('review rules', () => {
  it('labels stars Bad, Poor, Good, Better, Excellent and clamps out-of-range values', () => {
    expect([1, 2, 3, 4, 5].map(starLabel)).toEqual([
      'review.star.bad',
      'review.star.poor',
      'review.star.good',
      'review.star.better',
      'review.star.excellent',
    ]);
    expect(starLabel(0)).toBe('review.star.bad');
    expect(starLabel(9)).toBe('review.star.excellent');
  });

  it('requires content once trimmed and caps it at 500 characters', () => {
    expect(reviewContentProblem('   ')).toBe('review.form.content_required');
    expect(reviewContentProblem('x'.repeat(501))).toBe('review.form.content_too_long');
    expect(reviewContentProblem(` ${'x'.repeat(500)} `)).toBeNull();
  });

  it('offers a review only for unreviewed lines of received orders', () => {
    expect(canReview('wait_finish', false)).toBe(true);
    expect(canReview('finished', undefined)).toBe(true);
    expect(canReview('finished', true)).toBe(false);
    expect(canReview('wait_receipt', false)).toBe(false);
  });
});
