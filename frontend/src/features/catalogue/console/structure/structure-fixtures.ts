import type { ConsoleBrand, ConsoleCategory } from './structure-api';

const LANGUAGE_CODES = ['en', 'zh-CN', 'th', 'ar', 'es', 'hi', 'it', 'ru', 'tr'];

/** A name in every language: the English one, and the code after it in the others. */
export function namesOf(english: string): Record<string, string> {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, code === 'en' ? english : `${english} ${code}`]));
}

export function categoryNode(id: number, english: string, level: number, rest: Partial<ConsoleCategory> = {}): ConsoleCategory {
  return {
    category_id: id,
    parent_id: null,
    names: namesOf(english),
    icon: '',
    icon_url: `/media/categories/${id}/icon.jpg`,
    sort: 0,
    level,
    visible: true,
    shown: true,
    children: [],
    ...rest,
  };
}

/** Electronics > Audio (hidden) > Earbuds; Home & Kitchen > Kitchen & Dining. */
export const sampleTree: ConsoleCategory[] = [
  categoryNode(1, 'Electronics', 1, {
    children: [
      categoryNode(5, 'Audio', 2, {
        parent_id: 1,
        visible: false,
        shown: false,
        children: [categoryNode(6, 'Earbuds', 3, { parent_id: 5, shown: false })],
      }),
    ],
  }),
  categoryNode(21, 'Home & Kitchen', 1, {
    sort: 1,
    children: [categoryNode(22, 'Kitchen & Dining', 2, { parent_id: 21, sort: 4 })],
  }),
];

export function brandItem(id: number, name: string, rest: Partial<ConsoleBrand> = {}): ConsoleBrand {
  return { brand_id: id, name, logo: '', logo_url: `/media/brands/${id}/logo.jpg`, visible: true, ...rest };
}
