import type { RechargeMethod } from '@/shared/config/config-types';

/** With a single method there is nothing to choose: it starts chosen. */
export function onlyMethod(methods: readonly RechargeMethod[]): string {
  return methods.length === 1 ? (methods[0]?.method ?? '') : '';
}

/** The method's name in the language, else its default name, else its id. */
export function methodName(method: Pick<RechargeMethod, 'method' | 'name' | 'names'>, language: string): string {
  return method.names?.[language] || method.name || method.method;
}

/** A bank-transfer method: an off-chain one naming the account the shopper pays to. */
export function isBankMethod(method: RechargeMethod): boolean {
  return !method.chain && Boolean(method.iban);
}

/** The IBAN in groups of four, as printed on paper and read aloud. */
export function groupedIban(iban: string): string {
  return (iban.replace(/\s+/g, '').toUpperCase().match(/.{1,4}/g) ?? []).join(' ');
}
