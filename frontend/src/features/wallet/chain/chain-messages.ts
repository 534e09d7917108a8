import type { ResourceKey } from 'i18next';
import { i18n } from '@/shared/i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage, type LanguageCode } from '@/shared/i18n/languages';

/**
 * The wallet connection's texts (src/locales/wallet/<code>.json, keys `chain.*`) load with the
 * balance, recharge and withdraw screens, so they add nothing to the shop's initial script.
 * English comes too, as the fallback. Changing the language reloads the page.
 */
const chainLoaders = import.meta.glob<ResourceKey>('../../../locales/wallet/*.json', { import: 'default' });

const loaded = new Set<LanguageCode>();

export async function loadChainMessages(language: string = i18n.language): Promise<void> {
  const chosen = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const wanted = [...new Set<LanguageCode>([DEFAULT_LANGUAGE, chosen])].filter((code) => !loaded.has(code));
  await Promise.all(
    wanted.map(async (code) => {
      const loader = chainLoaders[`../../../locales/wallet/${code}.json`];
      if (!loader) throw new Error(`missing wallet locale file for ${code}`);
      i18n.addResourceBundle(code, 'translation', await loader(), true, false);
      loaded.add(code);
    }),
  );
}
