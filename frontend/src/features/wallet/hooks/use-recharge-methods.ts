import { useCallback } from 'react';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';
import type { RechargeMethod } from '@/shared/config/config-types';

const NONE: RechargeMethod[] = [];

/** The payment methods of system/config `recharge_list`, and a lookup of a method's display name. */
export function useRechargeMethods() {
  const { data: config, isLoading } = useGetSiteConfigQuery();
  const methods = config?.recharge_list ?? NONE;
  const nameOf = useCallback(
    (method: string): string => methods.find((entry) => entry.method === method)?.name || method,
    [methods],
  );
  return { methods, nameOf, isLoading };
}
