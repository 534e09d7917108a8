import { describe, expect, it } from 'vitest';
import { sampleCategories } from '@/test/catalogue-fixtures';
import { categoryOptions } from './category-options';
import {
  GOODS_LIMITS,
  categoryProblem,
  descriptionProblem,
  goodsFormProblems,
  imagesProblem,
  marketPriceProblem,
  nameProblem,
  priceProblem,
  propsProblems,
  skuProblems,
} from './goods-form-rules';
import { emptyGoodsValues, formFieldOf, goodsValuesOf, saveBodyOf, type GoodsFormValues } from './goods-form-values';
import type { SellerGoodsDetail } from './goods-types';
import type { SkuDraft } from './sku-matrix';
import { movementSeconds, parseDelta, stockDeltaProblem } from './stock';

const keyOf = (problem: { key: string } | null | undefined) => problem?.key ?? null;
const values = (count: number, prefix = 'v') => Array.from({ length: count }, (_, index) => `${prefix}${index}`);
const sku = (overrides: Partial<SkuDraft> = {}): SkuDraft => ({ propsDesc: '', skuId: null, price: '10', marketPrice: '', stock: '0', ...overrides });

describe('product form rules', () => {
  it('need a name of 1 to 200 characters, trimmed', () => {
    expect(keyOf(nameProblem('   '))).toBe('console.goods.rules.name_required');
    expect(nameProblem(` ${'é'.repeat(200)} `)).toBeNull();
    expect(nameProblem('x'.repeat(201))).toEqual({ key: 'console.goods.rules.name_too_long', values: { max: 200 } });
  });

  it('need a level-3 category', () => {
    expect(keyOf(categoryProblem([]))).toBe('console.goods.rules.category_required');
    expect(keyOf(categoryProblem(['1', '11']))).toBe('console.goods.rules.category_required');
    expect(categoryProblem(['1', '11', '111'])).toBeNull();
  });

  it('take 1 to 9 images and a description of at most 100 KB', () => {
    expect(keyOf(imagesProblem(0))).toBe('console.goods.rules.images_required');
    expect(imagesProblem(9)).toBeNull();
    expect(keyOf(imagesProblem(10))).toBe('console.goods.rules.images_too_many');
    expect(descriptionProblem('x'.repeat(GOODS_LIMITS.descriptionBytesMax))).toBeNull();
    // Counted in UTF-8 bytes: 'é' is two.
    expect(keyOf(descriptionProblem('é'.repeat(GOODS_LIMITS.descriptionBytesMax / 2 + 1)))).toBe('console.goods.rules.description_too_long');
  });

  it('take at most 3 props with distinct labels of 1 to 30 characters', () => {
    const four = values(4, 'P').map((label) => ({ label, values: ['a'] }));
    expect(keyOf(propsProblems(four).props)).toBe('console.goods.rules.props_too_many');
    expect(keyOf(propsProblems([{ label: 'Size', values: ['S'] }, { label: ' Size', values: ['M'] }]).props)).toBe(
      'console.goods.rules.prop_labels_repeated',
    );
    expect(keyOf(propsProblems([{ label: ' ', values: ['a'] }])['props.0.label'])).toBe('console.goods.rules.prop_label_required');
    expect(keyOf(propsProblems([{ label: 'x'.repeat(31), values: ['a'] }])['props.0.label'])).toBe('console.goods.rules.prop_text_too_long');
    expect(propsProblems([{ label: 'x'.repeat(30), values: ['a'] }])).toEqual({});
  });

  it('take 1 to 20 distinct values of 1 to 40 characters, without : or ;', () => {
    const problemOf = (list: string[], label = 'Size') => keyOf(propsProblems([{ label, values: list }])['props.0.values']);
    expect(problemOf([])).toBe('console.goods.rules.prop_values_required');
    expect(problemOf(values(21))).toBe('console.goods.rules.prop_values_too_many');
    expect(problemOf(values(20))).toBeNull();
    expect(problemOf(['S', ' S'])).toBe('console.goods.rules.prop_values_repeated');
    expect(problemOf(['x'.repeat(41)])).toBe('console.goods.rules.prop_text_too_long');
    expect(problemOf(['a;b'])).toBe('console.goods.rules.prop_separator');
    expect(keyOf(propsProblems([{ label: 'Si:ze', values: ['S'] }])['props.0.label'])).toBe('console.goods.rules.prop_separator');
  });

  it('refuse props that make more than 200 SKUs', () => {
    const props = [
      { label: 'A', values: values(10) },
      { label: 'B', values: values(10) },
      { label: 'C', values: values(3) },
    ];
    expect(propsProblems(props).props).toEqual({ key: 'console.goods.rules.too_many_combinations', values: { number: 300, max: 200 } });
    expect(propsProblems(props.slice(0, 2)).props).toBeUndefined();
  });

  it('take prices of 0.01 up to 10,000,000.00 with at most 2 decimals', () => {
    expect(keyOf(priceProblem(''))).toBe('console.goods.rules.price_required');
    expect(keyOf(priceProblem('1.999'))).toBe('console.goods.rules.price_invalid');
    expect(keyOf(priceProblem('-1'))).toBe('console.goods.rules.price_invalid');
    expect(keyOf(priceProblem('0'))).toBe('console.goods.rules.price_positive');
    expect(priceProblem('0.01')).toBeNull();
    expect(priceProblem('10000000')).toBeNull();
    expect(keyOf(priceProblem('10000000.01'))).toBe('console.goods.rules.price_too_high');
  });

  it('take no market price, or one not below the price', () => {
    expect(marketPriceProblem('', '10')).toBeNull();
    expect(marketPriceProblem('10', '10')).toBeNull();
    expect(keyOf(marketPriceProblem('9.99', '10'))).toBe('console.goods.rules.market_below_price');
  });

  it('check each SKU row: 1 to 200 rows, and a whole initial stock only for new ones', () => {
    expect(keyOf(skuProblems([]).skus)).toBe('console.goods.rules.skus_required');
    expect(keyOf(skuProblems(Array.from({ length: 201 }, () => sku())).skus)).toBe('console.goods.rules.skus_too_many');
    const problems = skuProblems([sku({ price: '' }), sku({ stock: '1.5' }), sku({ skuId: 3, stock: 'anything' }), sku({ marketPrice: '5' })]);
    expect(Object.keys(problems).sort()).toEqual(['skus.0.price', 'skus.1.stock', 'skus.3.marketPrice']);
  });

  it('report every problem of the form at once', () => {
    const problems = goodsFormProblems({ ...emptyGoodsValues(), skus: [sku({ price: '' })] });
    expect(Object.keys(problems).sort()).toEqual(['categoryPath', 'images', 'name', 'skus.0.price']);
  });
});

const detail: SellerGoodsDetail = {
  shop_goods_id: 42,
  name: 'Trail Jacket',
  names: { 'zh-CN': '登山夹克' },
  category_id: 111,
  category_path: [
    { category_id: 1, name: 'Electronics' },
    { category_id: 11, name: 'Phones' },
    { category_id: 111, name: 'Smartphones' },
  ],
  brand_id: 5,
  description_html: '<p>Warm</p>',
  images: [
    { path: 'goods/a.png', url: '/uploads/goods/a.png' },
    { path: 'goods/b.png', url: '/uploads/goods/b.png' },
  ],
  props: [{ label: 'Color', values: ['Red', 'Blue'], names: {} }],
  skus: [{ sku_id: 7, props_desc: 'Color:Red', price: 1250, market_price: null, stock: 4 }],
  on_sale: false,
  sales: 3,
  created_time: 1735689600,
  updated_time: 1735776000,
  preview_url: '/goods/42',
  taken_down: false,
  takedown_reason: '',
};

describe('the form of a stored product and its save body', () => {
  it('reads the stored product, remembering the combination it has no SKU for', () => {
    const form = goodsValuesOf(detail);
    expect(form.categoryPath).toEqual(['1', '11', '111']);
    expect(form.brandId).toBe('5');
    expect(form.names['zh-CN']).toBe('登山夹克');
    expect(form.skus).toEqual([{ propsDesc: 'Color:Red', skuId: 7, price: '12.50', marketPrice: '', stock: '4' }]);
    expect(form.removedSkus).toEqual(['Color:Blue']);
  });

  it('sends a stored SKU with its id and without stock, and a new one with its initial stock', () => {
    const form: GoodsFormValues = {
      ...goodsValuesOf(detail),
      name: '  Trail Jacket 2 ',
      skus: [
        { propsDesc: 'Color:Red', skuId: 7, price: '12.50', marketPrice: '15', stock: '4' },
        { propsDesc: 'Color:Blue', skuId: null, price: '13', marketPrice: '', stock: '' },
      ],
    };
    expect(saveBodyOf(form, 42)).toEqual({
      shop_goods_id: 42,
      name: 'Trail Jacket 2',
      names: { 'zh-CN': '登山夹克' },
      category_id: 111,
      brand_id: 5,
      description_html: '<p>Warm</p>',
      images: ['goods/a.png', 'goods/b.png'],
      props: [{ label: 'Color', values: ['Red', 'Blue'], names: {} }],
      skus: [
        { sku_id: 7, props_desc: 'Color:Red', price: 1250, market_price: 1500 },
        { props_desc: 'Color:Blue', price: 1300, market_price: null, stock: 0 },
      ],
      on_sale: false,
    });
  });

  it('places a refused field next to the form field it belongs to', () => {
    expect(formFieldOf('category_id')).toBe('categoryPath');
    expect(formFieldOf('description_html')).toBe('description');
    expect(formFieldOf('sid')).toBeUndefined();
    expect(formFieldOf(undefined)).toBeUndefined();
  });
});

describe('the category picker', () => {
  it('offers only branches that reach a level-3 category', () => {
    const options = categoryOptions(sampleCategories, (names) => names.en ?? '');
    expect(options).toEqual([
      {
        value: '1',
        label: 'Electronics',
        children: [
          {
            value: '11',
            label: 'Phones',
            children: [
              { value: '111', label: 'Smartphones' },
              { value: '112', label: 'Feature phones' },
            ],
          },
        ],
      },
    ]);
  });
});

describe('stock adjustments', () => {
  it('read a signed whole number', () => {
    expect(parseDelta('+12')).toBe(12);
    expect(parseDelta(' -3 ')).toBe(-3);
    expect(parseDelta('1.5')).toBeNull();
    expect(parseDelta('')).toBeNull();
  });

  it('add stock on a restock, remove it on damage, and correct it either way but not by 0', () => {
    expect(keyOf(stockDeltaProblem('restock', '-1', 10))).toBe('console.goods.stock.restock_positive');
    expect(stockDeltaProblem('restock', '5', 10)).toBeNull();
    expect(keyOf(stockDeltaProblem('damage', '2', 10))).toBe('console.goods.stock.damage_negative');
    expect(stockDeltaProblem('damage', '-2', 10)).toBeNull();
    expect(keyOf(stockDeltaProblem('correction', '0', 10))).toBe('console.goods.stock.correction_nonzero');
    expect(stockDeltaProblem('correction', '-10', 10)).toBeNull();
    expect(keyOf(stockDeltaProblem('correction', '', 10))).toBe('console.goods.stock.delta_required');
    expect(keyOf(stockDeltaProblem('correction', 'abc', 10))).toBe('console.goods.stock.delta_whole');
  });

  it('never take the stock below 0', () => {
    expect(stockDeltaProblem('damage', '-11', 10)).toEqual({ key: 'console.goods.stock.below_zero', values: { stock: 10 } });
  });

  it('read movement times sent as ISO text or as Unix seconds', () => {
    expect(movementSeconds('2025-01-02T03:04:05Z')).toBe(Date.UTC(2025, 0, 2, 3, 4, 5) / 1000);
    expect(movementSeconds(1_735_700_000)).toBe(1_735_700_000);
    expect(movementSeconds('soon')).toBeNull();
  });
});
