/**
 * Form rules from spec section 5. A rule answers null when the value passes, or the i18n key of
 * its message. Rules run in order and the first failing one wins; a form stops at its first
 * failing field.
 */
export type FormValues = Record<string, unknown>;
export type Rule = (value: unknown, values: FormValues) => string | null;
export type Schema = Record<string, readonly Rule[]>;

export interface ValidationFailure {
  field: string;
  message: string;
}

/** The rejection of validateFormAsync: the first failing field and its message key. */
export class FormValidationError extends Error implements ValidationFailure {
  readonly field: string;
  constructor(failure: ValidationFailure) {
    super(failure.message);
    this.name = 'FormValidationError';
    this.field = failure.field;
  }
}

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

/** Form values are strings or numbers; anything else counts as empty. */
function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

export function isNonEmpty(value: unknown): boolean {
  return toText(value).trim() !== '';
}

/** Loose on purpose: something@something.something, without spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export interface AmountOptions {
  min?: number;
  max?: number;
  /** Defaults to `min`; the amount must be an integer multiple of it. */
  step?: number;
  maxDecimal?: number;
}

export type AmountProblem = 'invalid' | 'below_min' | 'above_max' | 'step' | 'decimals';

/** Null when the amount is acceptable, otherwise what is wrong with it. */
export function checkAmount(value: unknown, options: AmountOptions = {}): AmountProblem | null {
  const text = toText(value).trim();
  const amount = Number(text);
  if (text === '' || !Number.isFinite(amount) || amount <= 0) return 'invalid';
  if (options.maxDecimal !== undefined) {
    const decimals = text.includes('.') ? (text.split('.')[1] ?? '').length : 0;
    if (decimals > options.maxDecimal) return 'decimals';
  }
  if (options.min !== undefined && amount < options.min) return 'below_min';
  const step = options.step ?? options.min;
  if (step !== undefined && step > 0) {
    const ratio = amount / step;
    if (Math.abs(ratio - Math.round(ratio)) > 1e-9) return 'step';
  }
  if (options.max !== undefined && amount > options.max) return 'above_max';
  return null;
}

export const rules = {
  required:
    (message: string): Rule =>
    (value) =>
      isNonEmpty(value) ? null : message,
  email:
    (emptyMessage = 'validation.email.required', formatMessage = 'validation.email.invalid'): Rule =>
    (value) => {
      if (!isNonEmpty(value)) return emptyMessage;
      return isEmail(toText(value)) ? null : formatMessage;
    },
  password:
    (requiredMessage = 'validation.password.required', lengthMessage = 'validation.password.length'): Rule =>
    (value) => {
      if (!isNonEmpty(value)) return requiredMessage;
      const length = toText(value).length;
      return length >= PASSWORD_MIN && length <= PASSWORD_MAX ? null : lengthMessage;
    },
  equalTo:
    (otherField: string, message = 'validation.password.mismatch'): Rule =>
    (value, values) =>
      value === values[otherField] ? null : message,
  amount:
    (message: string, options: AmountOptions = {}): Rule =>
    (value) =>
      checkAmount(value, options) === null ? null : message,
} as const;

/** The first failing rule's message for one value, or null. */
export function firstError(value: unknown, fieldRules: readonly Rule[], values: FormValues = {}): string | null {
  for (const rule of fieldRules) {
    const message = rule(value, values);
    if (message !== null) return message;
  }
  return null;
}

/** Checks fields in schema order and stops at the first failing one. */
export function validateForm(values: object, schema: Schema): ValidationFailure | null {
  const record = values as FormValues;
  for (const [field, fieldRules] of Object.entries(schema)) {
    const message = firstError(record[field], fieldRules, record);
    if (message !== null) return { field, message };
  }
  return null;
}

/** Promise form of validateForm: resolves the values or rejects with the first failure. */
export function validateFormAsync<T extends object>(values: T, schema: Schema): Promise<T> {
  const failure = validateForm(values, schema);
  return failure ? Promise.reject(new FormValidationError(failure)) : Promise.resolve(values);
}
