import { describe, expect, it } from 'vitest';
import type { TreeCategory } from './commission-types';
import { categoryOptions, formatPercent, localizedName, percentProblem, ruleProblem } from './commission-rules';

const tree: TreeCategory[] = [
  { category_id: 21, parent_id: null, names: { en: 'Home' }, visible: true },
  { category_id: 1, parent_id: null, names: { en: 'Electronics', 'zh-CN': '电子' }, visible: true },
  { category_id: 2, parent_id: 1, names: { en: 'Phones' }, visible: false },
  { category_id: 3, parent_id: 2, names: { en: 'Cases' }, visible: true },
];

describe('commission rule helpers', () => {
  it('lists every category as its whole path, each parent before its children', () => {
    const options = categoryOptions(tree, (names) => localizedName(names, 'en'));
    expect(options).toEqual([
      { value: '21', label: 'Home' },
      { value: '1', label: 'Electronics' },
      { value: '2', label: 'Electronics › Phones' },
      { value: '3', label: 'Electronics › Phones › Cases' },
    ]);
  });

  it('names a category in the reader’s language, else in English', () => {
    expect(localizedName({ en: 'Electronics', 'zh-CN': '电子' }, 'zh-CN')).toBe('电子');
    expect(localizedName({ en: 'Electronics' }, 'th')).toBe('Electronics');
  });

  it('accepts a rate from 0 to 100 with at most two decimals', () => {
    expect(['0', '100', '7.5', '0.01', ' 12 '].map(percentProblem)).toEqual([null, null, null, null, null]);
    expect(percentProblem('')).toBe('required');
    expect(percentProblem('100.01')).toBe('range');
    expect(percentProblem('-1')).toBe('range');
    expect(percentProblem('7,5')).toBe('range');
    expect(percentProblem('7.555')).toBe('places');
  });

  it('writes a rate as a percentage of the reader’s language', () => {
    expect(formatPercent('7.5', 'en')).toBe('7.5%');
    expect(formatPercent('2.25', 'en')).toBe('2.25%');
  });

  it('puts a 102 or 103 under the field it names, and anything else above the buttons', () => {
    const refused = (code: number, field: string) => ({ kind: 'APIError', code, message: 'No', data: { field } });
    expect(ruleProblem(refused(102, 'percent'), 'x')).toEqual({ field: 'percent', message: 'No' });
    expect(ruleProblem(refused(103, 'target_id'), 'x')).toEqual({ field: 'target_id', message: 'No' });
    expect(ruleProblem(refused(102, 'scope'), 'x')).toEqual({ message: 'No' });
    expect(ruleProblem({ kind: 'NotLogin', code: 101, message: '' }, 'x')).toBeNull();
    expect(ruleProblem(new Error('boom'), 'fallback')).toEqual({ message: 'fallback' });
  });
});
