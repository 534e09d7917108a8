import type { TFunction } from 'i18next';
import { validateForm, type Schema } from './validation';

/**
 * Adapts a rule schema to Mantine's `useForm({validate})`: only the first failing field gets
 * an error, translated from its message key.
 */
export function formValidator<T extends object>(schema: Schema, t: TFunction) {
  return (values: T): Partial<Record<keyof T, string>> => {
    const failure = validateForm(values, schema);
    return failure ? ({ [failure.field]: t(failure.message) } as Partial<Record<keyof T, string>>) : {};
  };
}
