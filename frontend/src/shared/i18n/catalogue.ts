import { LANGUAGES, type LanguageCode } from './languages';

/** The server's error catalogue: `{"<code>" | "<code>.<context>": {"en": "...", ...}}`. */
export type ErrorCatalogue = Record<string, Partial<Record<string, string | null>>>;

export type CatalogueMessages = Record<LanguageCode, Record<string, string>>;

/**
 * Turns the catalogue into i18next keys under `api`: `error_<code>` and, for a context entry
 * such as `106.pay`, `error_106_pay` (read with `t('api.error_106', {context: 'pay'})`).
 * A language without its own text falls back to English.
 */
export function catalogueToMessages(catalogue: ErrorCatalogue): CatalogueMessages {
  const messages = Object.fromEntries(LANGUAGES.map((code) => [code, {}])) as CatalogueMessages;
  for (const [entry, texts] of Object.entries(catalogue)) {
    const [code, context] = entry.split('.');
    if (!code || !/^\d+$/.test(code)) continue;
    const key = context ? `error_${code}_${context}` : `error_${code}`;
    for (const language of LANGUAGES) {
      const text = texts[language] ?? texts.en;
      if (text) messages[language][key] = text;
    }
  }
  return messages;
}
