import { describe, expect, it } from 'vitest';
import { belowTheFold } from './below-the-fold';

describe('belowTheFold', () => {
  it('skips the section until it nears the viewport, holding its estimated height meanwhile', () => {
    expect(belowTheFold(900)).toEqual({ contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' });
  });
});
