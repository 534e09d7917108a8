import type { ResourceKey } from 'i18next';
import { i18n } from './i18n';
import { DEFAULT_LANGUAGE, isLanguage, type LanguageCode } from './languages';

/**
 * The back office's texts live in their own files (src/locales/console/<code>.json, keys
 * `console.*`) and load with the console's lazy routes, so they add nothing to the shop's
 * initial script. English is loaded too, as the fallback.
 */
const consoleLoaders = import.meta.glob<ResourceKey>('../../locales/console/*.json', { import: 'default' });

const loaded = new Set<LanguageCode>();

export async function loadConsoleMessages(language: string = i18n.language): Promise<void> {
  const chosen = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const wanted = [...new Set<LanguageCode>([DEFAULT_LANGUAGE, chosen])].filter((code) => !loaded.has(code));
  await Promise.all(
    wanted.map(async (code) => {
      const loader = consoleLoaders[`../../locales/console/${code}.json`];
      if (!loader) throw new Error(`missing console locale file for ${code}`);
      i18n.addResourceBundle(code, 'translation', await loader(), true, false);
      loaded.add(code);
    }),
  );
}
