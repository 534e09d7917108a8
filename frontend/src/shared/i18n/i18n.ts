import i18next, { type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import englishCatalogue from '@catalogue/en';
import en from '@/locales/en.json';
import { catalogueToMessages, type ErrorCatalogue } from './catalogue';
import { DEFAULT_LANGUAGE, LANGUAGES, applyDocumentLanguage, type LanguageCode } from './languages';

/** The app's i18next instance (react-i18next reads it through I18nextProvider). */
export const i18n = i18next.createInstance();

const localeLoaders = import.meta.glob<ResourceKey>(['../../locales/*.json', '!../../locales/en.json'], {
  import: 'default',
});

async function loadLocale(language: LanguageCode): Promise<ResourceKey> {
  if (language === DEFAULT_LANGUAGE) return en;
  const loader = localeLoaders[`../../locales/${language}.json`];
  if (!loader) throw new Error(`missing locale file for ${language}`);
  return loader();
}

// The server's error messages, one language per file (English travels with the app).
const catalogueLoaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: ErrorCatalogue }>> = {
  'zh-CN': () => import('@catalogue/zh-CN'),
  th: () => import('@catalogue/th'),
  ar: () => import('@catalogue/ar'),
  es: () => import('@catalogue/es'),
  hi: () => import('@catalogue/hi'),
  it: () => import('@catalogue/it'),
  ru: () => import('@catalogue/ru'),
  tr: () => import('@catalogue/tr'),
};

async function addCatalogue(language: LanguageCode): Promise<void> {
  const catalogue = language === 'en' ? englishCatalogue : (await catalogueLoaders[language]()).default;
  const messages = catalogueToMessages(catalogue);
  for (const code of new Set<LanguageCode>([DEFAULT_LANGUAGE, language])) {
    i18n.addResourceBundle(code, 'translation', { api: messages[code] }, true, false);
  }
}

/** Loads English (the fallback) and the chosen language, then applies lang/dir to <html>. */
export async function initI18n(language: LanguageCode): Promise<typeof i18n> {
  const resources: Resource = { [DEFAULT_LANGUAGE]: { translation: en } };
  if (language !== DEFAULT_LANGUAGE) resources[language] = { translation: await loadLocale(language) };

  if (i18n.isInitialized) {
    for (const [code, bundle] of Object.entries(resources)) {
      i18n.addResourceBundle(code, 'translation', bundle.translation, true, true);
    }
    await i18n.changeLanguage(language);
  } else {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources,
      interpolation: { escapeValue: false },
    });
  }
  await addCatalogue(language);
  applyDocumentLanguage(language);
  return i18n;
}
