import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@/shared/i18n/languages';
import type { LocalizedNames } from './api/catalogue-types';

/** The name in `language`, else English, else any name there is. */
export function localizedName(names: LocalizedNames | null | undefined, language: string): string {
  if (!names) return '';
  return names[language] || names[DEFAULT_LANGUAGE] || Object.values(names).find(Boolean) || '';
}

/** Picks a category's name in the interface language. */
export function useLocalizedName(): (names: LocalizedNames | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((names) => localizedName(names, language), [language]);
}
