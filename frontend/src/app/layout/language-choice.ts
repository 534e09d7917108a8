import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { reloadPage } from '@/shared/browser';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';
import type { LanguageOption } from '@/shared/config/config-types';
import { i18n } from '@/shared/i18n/i18n';
import { LANGUAGES, isLanguage } from '@/shared/i18n/languages';
import { languageSet, selectLanguage } from '@/store/session/session-slice';

/** Names in their own script, used until system/config answers with its language_list. */
const OWN_NAMES: Record<string, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  th: 'ไทย',
  ar: 'العربية',
  es: 'Español',
  hi: 'हिन्दी',
  it: 'Italiano',
  ru: 'Русский',
  tr: 'Türkçe',
};

const FALLBACK_LIST: LanguageOption[] = LANGUAGES.map((sn) => ({ sn, name: OWN_NAMES[sn] ?? sn, icon: '' }));

/** The languages offered (system/config's list, or all nine), the current one, and how to switch. */
export function useLanguageChoice(): {
  options: LanguageOption[];
  current: string;
  currentName: string | undefined;
  choose: (code: string) => void;
} {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLanguage);
  const { data: config } = useGetSiteConfigQuery();
  const options = (config?.language_list.length ? config.language_list : FALLBACK_LIST).filter((option) =>
    isLanguage(option.sn),
  );
  const currentName = options.find((option) => option.sn === current)?.name ?? OWN_NAMES[current];

  const choose = (code: string): void => {
    if (!isLanguage(code) || code === current) return;
    dispatch(languageSet(code)); // persisted to local storage by the store
    void i18n.changeLanguage(code).finally(reloadPage);
  };
  return { options, current, currentName, choose };
}
