import { describe, expect, it } from 'vitest';
import type { GoodsProp, GoodsSku } from './api/catalogue-types';
import { discountPercent, findSku, isValueAvailable, parsePropsDesc, priceRange, toggleValue } from './sku';

const props: GoodsProp[] = [
  { label: 'Color', values: ['Red', 'Blue'], names: {} },
  { label: 'Size', values: ['S', 'L'], names: {} },
];
const skus: GoodsSku[] = [
  { sku_id: 1, props_desc: 'Color:Red;Size:S', price: 1000, stock: 3 },
  { sku_id: 2, props_desc: 'Color:Red;Size:L', price: 1200, stock: 0 },
  { sku_id: 3, props_desc: 'Color:Blue;Size:L', price: 1500, stock: 7 },
];

describe('SKU choice', () => {
  it('parses props_desc into label and value pairs', () => {
    expect(parsePropsDesc('Color:Red;Size:L')).toEqual({ Color: 'Red', Size: 'L' });
    expect(parsePropsDesc('Ratio:16:9')).toEqual({ Ratio: '16:9' });
    expect(parsePropsDesc('')).toEqual({});
  });

  it('finds the SKU only once every prop is chosen', () => {
    expect(findSku(props, skus, { Color: 'Blue' })).toBeNull();
    expect(findSku(props, skus, { Color: 'Blue', Size: 'L' })?.sku_id).toBe(3);
    expect(findSku([], [skus[0] as GoodsSku], {})?.sku_id).toBe(1);
  });

  it('disables values that make a missing or sold-out combination', () => {
    expect(isValueAvailable(skus, {}, 'Size', 'L')).toBe(true);
    expect(isValueAvailable(skus, { Color: 'Red' }, 'Size', 'L')).toBe(false); // stock 0
    expect(isValueAvailable(skus, { Size: 'S' }, 'Color', 'Blue')).toBe(false); // no such SKU
    // Changing a prop that is already chosen is judged against the other props only.
    expect(isValueAvailable(skus, { Color: 'Red', Size: 'S' }, 'Color', 'Blue')).toBe(false);
    expect(isValueAvailable(skus, { Color: 'Blue', Size: 'L' }, 'Size', 'S')).toBe(false);
  });

  it('toggles a value off when chosen again', () => {
    expect(toggleValue({ Color: 'Red' }, 'Color', 'Red')).toEqual({});
    expect(toggleValue({ Color: 'Red' }, 'Color', 'Blue')).toEqual({ Color: 'Blue' });
  });

  it('gives the price range and the discount', () => {
    expect(priceRange(skus, 0)).toEqual({ min: 1000, max: 1500 });
    expect(priceRange([], 900)).toEqual({ min: 900, max: 900 });
    expect(discountPercent(850, 1000)).toBe(15);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, 0)).toBe(0);
  });
});
