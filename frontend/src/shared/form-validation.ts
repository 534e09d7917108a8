import { validateForm, type Schema } from './validation';

/** Translates a message key; a form may pass one that fills in values such as `{{min}}`. */
export type Translate = (key: string) => string;

/**
 * Adapts a rule schema to Mantine's `useForm({validate})`: only the first failing field gets
 * an error, translated from its message key.
 */
export function formValidator<T extends object>(schema: Schema, t: Translate) {
  return (values: T): Partial<Record<keyof T, string>> => {
    const failure = validateForm(values, schema);
    return failure ? ({ [failure.field]: t(failure.message) } as Partial<Record<keyof T, string>>) : {};
  };
}
