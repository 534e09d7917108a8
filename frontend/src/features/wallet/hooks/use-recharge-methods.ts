import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';
import type { RechargeMethod } from '@/shared/config/config-types';
import { methodName } from '../methods';

const NONE: RechargeMethod[] = [];

/** The payment methods of system/config `recharge_list`, and their display names in the current language. */
export function useRechargeMethods() {
  const { i18n } = useTranslation();
  const { data: config, isLoading } = useGetSiteConfigQuery();
  const methods = config?.recharge_list ?? NONE;
  const language = i18n.language;
  /** The name of a method given by its id (the id itself when the site no longer offers it). */
  const nameOf = useCallback(
    (method: string): string => {
      const found = methods.find((entry) => entry.method === method);
      return found ? methodName(found, language) : method;
    },
    [methods, language],
  );
  /** The name of a method the caller holds. */
  const nameFor = useCallback((method: RechargeMethod): string => methodName(method, language), [language]);
  return { methods, nameOf, nameFor, isLoading };
}
