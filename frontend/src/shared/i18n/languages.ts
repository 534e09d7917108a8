export const LANGUAGES = ['en', 'zh-CN', 'th', 'ar', 'es', 'hi', 'it', 'ru', 'tr'] as const;

export type LanguageCode = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

const RTL_LANGUAGES: ReadonlySet<LanguageCode> = new Set<LanguageCode>(['ar']);

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: LanguageCode): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** Sets <html lang dir> so the whole page, not only Mantine, follows the language. */
export function applyDocumentLanguage(language: LanguageCode, doc: Document = document): void {
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionOf(language);
}
