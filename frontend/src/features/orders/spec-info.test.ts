import { describe, expect, it } from 'vitest';
import { cartLine } from '@/test/order-fixtures';
import { cartItemCount, cartOf, groupByShop, lineTotal, specInfoOf } from './spec-info';

describe('specInfo from props_desc', () => {
  it('turns label:value pairs separated by semicolons into label and value pairs', () => {
    expect(specInfoOf('Color:Red;Size:L')).toEqual([
      { label: 'Color', value: 'Red' },
      { label: 'Size', value: 'L' },
    ]);
  });

  it('trims spaces, keeps colons inside a value and skips parts without a label', () => {
    expect(specInfoOf(' Color : Dark Blue ;;:x;Time:10:30;broken')).toEqual([
      { label: 'Color', value: 'Dark Blue' },
      { label: 'Time', value: '10:30' },
    ]);
  });

  it('is empty for an empty or missing props_desc', () => {
    expect(specInfoOf('')).toEqual([]);
    expect(specInfoOf(null)).toEqual([]);
  });
});

describe('cart count and totals', () => {
  it('counts pieces across lines for the header badge', () => {
    expect(cartItemCount(cartOf({ list: [cartLine(1, { num: 2 }), cartLine(2, { num: 3 })] }))).toBe(5);
    expect(cartItemCount(undefined)).toBe(0);
  });

  it('uses price × num when a line has no total', () => {
    expect(lineTotal({ price: 1250, num: 3, total: null })).toBe(3750);
    expect(lineTotal({ price: 1250, num: 3, total: 3700 })).toBe(3700);
  });

  it('reads a malformed cart answer as an empty cart', () => {
    expect(cartOf(null)).toEqual({ list: [], amount: 0, balance: 0 });
  });

  it('groups lines by shop in the order the shops first appear', () => {
    const lines = [
      cartLine(1),
      cartLine(2, { goods_info: { ...cartLine(2).goods_info, shop_id: 2, shop_name: 'Moon Shop' } }),
      cartLine(3),
    ];
    expect(groupByShop(lines).map((group) => [group.shopName, group.lines.map((line) => line.sku_id)])).toEqual([
      ['Sunrise Store', [1, 3]],
      ['Moon Shop', [2]],
    ]);
  });
});
