import type { Rule, Schema } from '@/shared/validation';
import { rules } from '@/shared/validation';

/** Countries (as the area list names them, lower case) whose addresses have no postal code. */
export const COUNTRIES_WITHOUT_POSTAL_CODE: ReadonlySet<string> = new Set(['hong kong', 'united arab emirates']);

const POSTAL_CODE_SPELLING = /^[A-Za-z0-9][A-Za-z0-9 -]{0,15}$/;

/** False only for the listed countries without postal codes (the server keeps the same list). */
export function usesPostalCode(country: string): boolean {
  return !COUNTRIES_WITHOUT_POSTAL_CODE.has(country.trim().toLowerCase());
}

/** Null when the postal code may be sent for `country`, else the i18n key of the problem. */
export function postalCodeProblem(country: string, value: string): string | null {
  const code = value.trim();
  if (code === '') return usesPostalCode(country) ? 'address.required.postal_code' : null;
  return POSTAL_CODE_SPELLING.test(code) ? null : 'address.invalid.postal_code';
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const postalCodeRule: Rule = (value, values) => postalCodeProblem(textOf(values.country), textOf(value));

/** Spec section 5: name, phone, country, province and detailed address are required; and the
 * postal code wherever the country uses one (1-16 letters, digits, spaces and hyphens). */
export const ADDRESS_SCHEMA: Schema = {
  name: [rules.required('address.required.name')],
  phone: [rules.required('address.required.phone')],
  country: [rules.required('address.required.country')],
  province: [rules.required('address.required.province')],
  address: [rules.required('address.required.address')],
  postal_code: [postalCodeRule],
};

/** The server's limits (102 names the field); the inputs stop there. */
export const ADDRESS_MAX_LENGTH = {
  name: 60,
  phone: 32,
  country: 80,
  province: 80,
  city: 80,
  area: 80,
  address: 255,
  postal_code: 16,
} as const;

export const MAX_ADDRESSES = 50;
