import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { loadConsoleMessages } from '@/shared/i18n/console-messages';
import { userWithRoles } from '@/test/wallet-fixtures';
import { auditTarget } from '@/features/wallet/console/audit-query';
import { localInputToSeconds, secondsToLocalInput } from '@/shared/local-time-input';
import { chartGeometry } from '@/features/wallet/console/balance-chart-geometry';
import { decisionProblem, remarkProblem } from '@/shared/approval/decision';
import { visibleSections } from './sections';

describe('console navigation', () => {
  it('lists only the sections the roles allow', () => {
    expect(visibleSections(userWithRoles(['reviewer'])).map((section) => section.key)).toEqual([
      'recharge',
      'withdraw',
      'disputes',
      'shop-applications',
    ]);
    expect(visibleSections(userWithRoles(['auditor'])).map((section) => section.key)).toEqual([
      'audit-books',
      'audit-actions',
      'audit-exports',
      'audit-wallet',
      'reconcile',
    ]);
    expect(visibleSections(userWithRoles(['operator'])).map((section) => section.key)).toEqual([
      'categories',
      'brands',
      'content-banners',
      'content-documents',
      'commission',
      'shops',
      'moderation',
      'people',
      'platform-actions',
      'exports',
    ]);
    // The record of staff actions and the exports are in both groups, and shown once to someone in both.
    const both = visibleSections(userWithRoles(['auditor', 'operator'])).map((section) => section.key);
    expect(both.filter((key) => key.endsWith('actions') || key.endsWith('exports'))).toEqual(['audit-actions', 'audit-exports']);
    expect(visibleSections(userWithRoles(['seller', 'agent'])).map((section) => section.key)).toEqual([
      'seller-dashboard',
      'seller-goods',
      'seller-orders',
      'seller-disputes',
      'seller-money',
      'seller-profile',
      'chat',
    ]);
    expect(visibleSections(userWithRoles(['agent'])).map((section) => section.key)).toEqual(['chat']);
    expect(visibleSections(null)).toEqual([]);
  });
});

describe('decisions', () => {
  it('need a remark to reject, but not to approve', () => {
    expect(remarkProblem('reject', '  ')).toBe('console.decision.remark_required');
    expect(remarkProblem('approve', '')).toBeNull();
    expect(remarkProblem('approve', 'x'.repeat(501))).toBe('console.decision.remark_too_long');
  });

  it('explain 108 with the catalogue message and a refused remark under the field', async () => {
    await loadConsoleMessages('en');
    const notPending = decisionProblem({ kind: 'APIError', code: 108, message: 'anything', data: null }, 'fallback');
    expect(notPending).toEqual({ message: 'The current status does not allow this operation', notPending: true });
    const remark = decisionProblem({ kind: 'APIError', code: 102, message: 'Error parameters', data: { field: 'remark' } }, '');
    expect(remark).toEqual({ field: 'remark', message: 'Error parameters' });
    expect(decisionProblem({ kind: 'NotLogin', code: 101, message: '' }, '')).toBeNull();
    expect(i18n.t('console.decision.not_pending_hint')).toMatch(/refreshed/);
  });
});

describe('audit query', () => {
  it('reads a numeric uid or an e-mail address', () => {
    expect(auditTarget(' 42 ')).toEqual({ uid: 42 });
    expect(auditTarget('ada@example.com')).toEqual({ email: 'ada@example.com' });
    expect(auditTarget('ada')).toBeNull();
    expect(auditTarget('0')).toBeNull();
  });

  it('takes a moment as the end of the chosen minute, in local time, and shows it back', () => {
    const seconds = localInputToSeconds('2025-01-02T03:04');
    expect(seconds).toBe(new Date(2025, 0, 2, 3, 4, 59).getTime() / 1000);
    expect(secondsToLocalInput(seconds ?? 0)).toBe('2025-01-02T03:04');
    expect(localInputToSeconds('yesterday')).toBeNull();
  });
});

describe('balance chart layout', () => {
  const box = { width: 200, height: 120, left: 0, right: 0, top: 0, bottom: 20 };

  it('draws steps from event to event and holds the last balance to the right edge', () => {
    const geometry = chartGeometry(
      [
        { time: 0, amount: 0, frozen: 0 },
        { time: 100, amount: 1000, frozen: 0 },
        { time: 200, amount: 500, frozen: 500 },
      ],
      box,
    );
    // The value axis tops out at a round number above the highest balance: $10.00.
    expect(geometry.ticks.map((tick) => tick.value)).toEqual([0, 500, 1000]);
    expect(geometry.amountPath).toBe('M0,100 H100 V0 H200 V50 H200');
    expect(geometry.frozenPath).toBe('M0,100 H100 V100 H200 V50 H200');
    expect(geometry.atX).toBeNull();
  });

  it('marks the chosen moment and pads a single instant by an hour each side', () => {
    const geometry = chartGeometry([{ time: 7200, amount: 300, frozen: 0 }], box, 7200);
    expect(geometry.minTime).toBe(3600);
    expect(geometry.maxTime).toBe(10800);
    expect(geometry.atX).toBe(100);
  });
});
