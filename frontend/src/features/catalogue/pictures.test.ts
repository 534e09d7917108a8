import { describe, expect, it } from 'vitest';
import { thumbnailOf } from './pictures';

describe('gallery thumbnails', () => {
  it('use the catalogue picture at 240 px', () => {
    expect(thumbnailOf('/media/goods/949/2/800.jpg')).toBe('/media/goods/949/2/240.jpg');
  });

  it('keep an uploaded picture, which has one size only', () => {
    expect(thumbnailOf('/uploads/public/ab/cd.webp')).toBe('/uploads/public/ab/cd.webp');
    expect(thumbnailOf('/media/goods/949/2/800.jpg?v=2')).toBe('/media/goods/949/2/800.jpg?v=2');
  });
});
