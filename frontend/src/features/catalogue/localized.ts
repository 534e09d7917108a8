import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@/shared/i18n/languages';
import type { GoodsProp, LocalizedNames } from './api/catalogue-types';

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

/** A prop's label as a shopper of `language` reads it: the seller's translation, else the label. */
export function propLabel(prop: Pick<GoodsProp, 'label' | 'names'>, language: string): string {
  return prop.names[language] || prop.label;
}

/** Picks a prop label in the interface language. */
export function usePropLabel(): (prop: Pick<GoodsProp, 'label' | 'names'>) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((prop) => propLabel(prop, language), [language]);
}
