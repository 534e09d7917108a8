import { describe, expect, it } from 'vitest';
import { ageOf, formatAge, hoursParam, overdueRow } from './queue-age';
import { approvalLeavesItWaiting, approvalProgress, approvedBy } from './approvals';
import { queueQuery } from './use-queue-params';
import { queueBody } from './queue-page';

const NOW = 1_800_000_000;
const HOUR = 3600;

describe('queue age', () => {
  it('counts minutes below an hour, hours below two days, then days', () => {
    expect(ageOf(NOW - 5 * 60, NOW)).toEqual({ value: 5, unit: 'minute' });
    expect(ageOf(NOW - 3 * HOUR - 59, NOW)).toEqual({ value: 3, unit: 'hour' });
    expect(ageOf(NOW - 47 * HOUR, NOW)).toEqual({ value: 47, unit: 'hour' });
    expect(ageOf(NOW - 50 * HOUR, NOW)).toEqual({ value: 2, unit: 'day' });
    expect(ageOf(NOW + 60, NOW)).toEqual({ value: 0, unit: 'minute' });
  });

  it('reads short in the viewer’s language', () => {
    expect(formatAge(NOW - 3 * HOUR, NOW, 'en')).toBe('3h');
    expect(formatAge(NOW - 3 * 24 * HOUR, NOW, 'en')).toBe('3d');
    expect(formatAge(NOW - 3 * HOUR, NOW, 'zh-CN')).toBe('3小时');
    expect(formatAge(NOW - 3 * HOUR, NOW, 'ru')).toBe('3 ч');
  });

  it('takes only a positive whole number of hours as a filter', () => {
    expect(hoursParam('24')).toBe(24);
    expect(hoursParam('0')).toBeUndefined();
    expect(hoursParam('1.5')).toBeUndefined();
    expect(hoursParam('abc')).toBeUndefined();
    expect(hoursParam(null)).toBeUndefined();
  });

  it('tints only overdue rows', () => {
    expect(overdueRow(true)).toMatchObject({ 'data-overdue': true });
    expect(overdueRow(false)).toEqual({});
    expect(overdueRow(undefined)).toEqual({});
  });
});

describe('two-person approvals', () => {
  it('shows progress only when two approvals are needed', () => {
    expect(approvalProgress({ approvals: 0, approvals_needed: 1 })).toBeNull();
    expect(approvalProgress({})).toBeNull();
    expect(approvalProgress({ approvals: 1, approvals_needed: 2 })).toEqual({ approvals: 1, needed: 2 });
  });

  it('knows a first approval leaves the item waiting and a second decides it', () => {
    expect(approvalLeavesItWaiting({ approvals: 0, approvals_needed: 2 })).toBe(true);
    expect(approvalLeavesItWaiting({ approvals: 1, approvals_needed: 2 })).toBe(false);
    expect(approvalLeavesItWaiting({ approvals: 0, approvals_needed: 1 })).toBe(false);
  });

  it('tells whether the viewer approved already', () => {
    expect(approvedBy({ approver_uids: [7] }, 7)).toBe(true);
    expect(approvedBy({ approver_uids: ['7'] }, 7)).toBe(true);
    expect(approvedBy({ approver_uids: [8] }, 7)).toBe(false);
    expect(approvedBy({ approver_uids: [7] }, undefined)).toBe(false);
  });
});

describe('queue view in the query string and the request', () => {
  it('leaves the defaults out and keeps the filters as typed', () => {
    expect(queueQuery('wait', 1, { keywords: '', minAmount: '', maxAmount: '' })).toEqual({});
    expect(queueQuery('error', 3, { keywords: ' ada ', minAmount: '10.5', maxAmount: '', minAgeHours: 24 })).toEqual({
      status: 'error',
      page: '3',
      q: 'ada',
      min: '10.5',
      age: '24',
    });
  });

  it('sends only the filters that are set, amounts in cents', () => {
    expect(queueBody({ status: 'wait', page: 1 }, 20)).toEqual({ status: 'wait', page: 1, page_size: 20 });
    expect(queueBody({ status: 'wait', page: 2, keywords: 'ada', minAmount: 1050, maxAmount: 0, minAgeHours: 3 }, 20)).toEqual({
      status: 'wait',
      page: 2,
      page_size: 20,
      keywords: 'ada',
      min_amount: 1050,
      max_amount: 0,
      min_age_hours: 3,
    });
  });
});
