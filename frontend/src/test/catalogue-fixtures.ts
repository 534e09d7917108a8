import type {
  Brand,
  Category,
  GoodsCard,
  GoodsDetail,
  Paged,
} from '@/features/catalogue/api/catalogue-types';

/** Catalogue payloads shaped as docs/api.md describes them, for the screen tests. */
export const sampleCategories: Category[] = [
  {
    id: 1,
    icon: '',
    level: 1,
    names: { en: 'Electronics', ar: 'إلكترونيات', 'zh-CN': '电子产品' },
    children: [
      {
        id: 11,
        icon: '',
        level: 2,
        names: { en: 'Phones', ar: 'هواتف' },
        children: [
          { id: 111, names: { en: 'Smartphones', ar: 'هواتف ذكية' }, icon: '', level: 3, children: [] },
          { id: 112, names: { en: 'Feature phones' }, icon: '', level: 3, children: [] },
        ],
      },
      { id: 12, names: { en: 'Cameras' }, icon: '', level: 2, children: [] },
    ],
  },
  { id: 2, names: { en: 'Home & Garden' }, icon: '', level: 1, children: [] },
];

export const sampleBrands: Brand[] = [
  { id: 5, name: 'Acme', logo: '' },
  { id: 6, name: 'Globex', logo: '' },
];

export function card(id: number, overrides: Partial<GoodsCard> = {}): GoodsCard {
  return {
    shop_goods_id: id,
    name: `Product ${id}`,
    cover_image: '',
    price: 1999,
    market_price: 2999,
    sales: 12,
    stock: 40,
    is_favorite: false,
    shop: { shop_id: 3, name: 'Sunrise Store' },
    on_sale: true,
    ...overrides,
  };
}

export function paged<T>(list: T[], total = list.length, page = 1, pageSize = 20): Paged<T> {
  return { list, total, page, page_size: pageSize };
}

export const sampleDetail: GoodsDetail = {
  ...card(42, { name: 'Trail Jacket', price: 10000, market_price: 12500, stock: 10, sales: 321 }),
  shop: { shop_id: 3, name: 'Sunrise Store', logo: '', credit_score: 98 },
  images: ['/img/a.png', '/img/b.png'],
  description_html: '<p>Warm and light.</p><script>window.bad = 1</script>',
  sku_no: 'TJ-42',
  discount: 20,
  brand: { id: 5, name: 'Acme', logo: '' },
  category: { id: 111, names: { en: 'Smartphones', ar: 'هواتف ذكية' } },
  props: [
    { label: 'Color', values: ['Red', 'Blue'], names: { 'zh-CN': '颜色', ar: 'اللون' } },
    { label: 'Size', values: ['S', 'L'], names: {} },
  ],
  skus: [
    { sku_id: 1, props_desc: 'Color:Red;Size:S', price: 10000, stock: 3 },
    { sku_id: 2, props_desc: 'Color:Red;Size:L', price: 11000, stock: 0 },
    { sku_id: 3, props_desc: 'Color:Blue;Size:L', price: 12000, stock: 7 },
  ],
  visits_total: 1500,
  visits_today: 27,
  rating: { avg: 0, count: 0 },
};
