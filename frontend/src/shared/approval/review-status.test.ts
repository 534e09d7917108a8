import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { isDecided, reviewStatusView } from './review-status';

describe('recharge and withdrawal statuses', () => {
  it.each([
    ['wait', 'Under review', 'yellow'],
    ['success', 'Success', 'green'],
    ['error', 'Fail', 'red'],
  ])('shows %s as %s', (status, label, color) => {
    const view = reviewStatusView(status);
    expect(i18n.t(view.labelKey)).toBe(label);
    expect(view.color).toBe(color);
  });

  it('shows an unexpected status as unknown rather than as a decision', () => {
    expect(i18n.t(reviewStatusView('refunded').labelKey)).toBe('Unknown');
  });

  it('counts only success and error as decided (they show the remark)', () => {
    expect(isDecided('wait')).toBe(false);
    expect(isDecided('success')).toBe(true);
    expect(isDecided('error')).toBe(true);
  });
});
