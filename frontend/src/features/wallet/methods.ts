import type { RechargeMethod } from '@/shared/config/config-types';

/** With a single method there is nothing to choose: it starts chosen. */
export function onlyMethod(methods: readonly RechargeMethod[]): string {
  return methods.length === 1 ? (methods[0]?.method ?? '') : '';
}
