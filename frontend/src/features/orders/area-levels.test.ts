import { describe, expect, it } from 'vitest';
import { matchArea, optionNames, withAreaChange } from './area-levels';

const china = { area_id: 1, name: 'China', parent_id: 0, level: 1 };

describe('area levels', () => {
  it('matches a typed name to its tree entry regardless of case and spaces', () => {
    expect(matchArea([china], '  china ')).toBe(china);
    expect(matchArea([china], 'Atlantis')).toBeUndefined();
    expect(matchArea([china], '')).toBeUndefined();
  });

  it('clears the levels below a changed level and keeps the ones above', () => {
    const values = { country: 'China', province: 'Guangdong', city: 'Shenzhen', area: 'Futian' };

    expect(withAreaChange(values, 'province', 'Zhejiang')).toEqual({
      country: 'China',
      province: 'Zhejiang',
      city: '',
      area: '',
    });
    expect(withAreaChange(values, 'city', 'Shenzhen')).toBe(values);
  });

  it('offers each name once', () => {
    expect(optionNames([china, { ...china, area_id: 2 }])).toEqual(['China']);
  });
});
