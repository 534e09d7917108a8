import type { Schema } from '@/shared/validation';
import { rules } from '@/shared/validation';

/** Spec section 5: name, phone, country, province and detailed address are required. */
export const ADDRESS_SCHEMA: Schema = {
  name: [rules.required('address.required.name')],
  phone: [rules.required('address.required.phone')],
  country: [rules.required('address.required.country')],
  province: [rules.required('address.required.province')],
  address: [rules.required('address.required.address')],
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
} as const;

export const MAX_ADDRESSES = 50;
