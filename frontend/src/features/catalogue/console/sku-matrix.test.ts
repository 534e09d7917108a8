import { describe, expect, it } from 'vitest';
import { buildSkuMatrix, combinationCount, combinationLabel, missingCombinations, skuCombinations, type SkuDraft } from './sku-matrix';

const color = { label: 'Color', values: ['Red', 'Blue'] };
const size = { label: 'Size', values: ['S', 'M', 'L'] };

function row(propsDesc: string, overrides: Partial<SkuDraft> = {}): SkuDraft {
  return { propsDesc, skuId: null, price: '', marketPrice: '', stock: '0', ...overrides };
}

describe('the SKU combinations', () => {
  it('are one SKU without props_desc when the product has no props', () => {
    expect(skuCombinations([])).toEqual(['']);
    expect(combinationCount([])).toBe(1);
  });

  it('take one value of each prop, labelled, in props order, the first prop varying slowest', () => {
    expect(skuCombinations([color, size])).toEqual([
      'Color:Red;Size:S',
      'Color:Red;Size:M',
      'Color:Red;Size:L',
      'Color:Blue;Size:S',
      'Color:Blue;Size:M',
      'Color:Blue;Size:L',
    ]);
    expect(combinationCount([color, size, { label: 'Fit', values: ['Slim', 'Loose'] }])).toBe(12);
  });

  it('leave out props still missing a label or values, and trim and de-duplicate what they use', () => {
    const props = [{ label: ' Color ', values: [' Red', 'Red', ''] }, { label: '', values: ['x'] }, { label: 'Size', values: [] }];
    expect(skuCombinations(props)).toEqual(['Color:Red']);
  });

  it('read as the values alone in a row heading', () => {
    expect(combinationLabel('Color:Red;Size:L')).toBe('Red / L');
    expect(combinationLabel('')).toBe('');
  });
});

describe('rebuilding the SKU table when the props change', () => {
  it('keeps what was typed, and the stored SKU, for combinations that still exist', () => {
    const typed = [row('Color:Red', { price: '12.50', marketPrice: '15', stock: '4' }), row('Color:Blue', { skuId: 9, price: '13', stock: '20' })];
    const rows = buildSkuMatrix([{ label: 'Color', values: ['Red', 'Blue', 'Green'] }], typed);
    expect(rows).toEqual([typed[0], typed[1], row('Color:Green')]);
  });

  it('drops rows whose value was removed', () => {
    const typed = [row('Color:Red', { price: '1' }), row('Color:Blue', { price: '2' })];
    expect(buildSkuMatrix([{ label: 'Color', values: ['Blue'] }], typed)).toEqual([typed[1]]);
  });

  it('keeps the stored SKUs when a prop is only renamed', () => {
    const typed = [row('Color:Red', { skuId: 1, price: '1', stock: '5' }), row('Color:Blue', { skuId: 2, price: '2', stock: '6' })];
    const rows = buildSkuMatrix([{ label: 'Colour', values: ['Red', 'Blue'] }], typed);
    expect(rows).toEqual([
      { ...typed[0], propsDesc: 'Colour:Red' },
      { ...typed[1], propsDesc: 'Colour:Blue' },
    ]);
  });

  it('prices the rows of an added prop like the row they grew from, as new SKUs without stock', () => {
    const typed = [row('', { skuId: 4, price: '9.99', marketPrice: '12', stock: '30' })];
    const rows = buildSkuMatrix([{ label: 'Size', values: ['S', 'M'] }], typed);
    expect(rows).toEqual([
      row('Size:S', { price: '9.99', marketPrice: '12' }),
      row('Size:M', { price: '9.99', marketPrice: '12' }),
    ]);
  });

  it('leaves out the combinations the seller deleted, and brings them back when asked', () => {
    const typed = [row('Color:Red;Size:S', { price: '3' })];
    const rows = buildSkuMatrix([color, { label: 'Size', values: ['S'] }], typed, ['Color:Blue;Size:S']);
    expect(rows.map((each) => each.propsDesc)).toEqual(['Color:Red;Size:S']);
    expect(buildSkuMatrix([color, { label: 'Size', values: ['S'] }], rows).map((each) => each.propsDesc)).toEqual([
      'Color:Red;Size:S',
      'Color:Blue;Size:S',
    ]);
  });

  it('knows which combinations a stored product has no SKU for', () => {
    expect(missingCombinations([color], [{ props_desc: 'Color:Blue' }])).toEqual(['Color:Red']);
    expect(missingCombinations([], [{ props_desc: '' }])).toEqual([]);
  });
});
