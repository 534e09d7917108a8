import { LANGUAGES } from '@/shared/i18n/languages';

/** A language's own name in the reader's language ("Spanish", "español"), or its code. */
export function languageName(code: string, readerLanguage: string): string {
  try {
    return new Intl.DisplayNames([readerLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The nine storefront languages as select options, named in the reader's language. */
export function languageOptions(readerLanguage: string): { value: string; label: string }[] {
  return LANGUAGES.map((code) => ({ value: code, label: languageName(code, readerLanguage) }));
}
