import { describe, expect, it } from 'vitest';
import { checkAmount, firstError, isEmail, isNonEmpty, rules, validateForm, validateFormAsync } from './validation';

describe('non-empty rule', () => {
  it('rejects blank, null and undefined after trimming', () => {
    expect(isNonEmpty('   ')).toBe(false);
    expect(isNonEmpty(null)).toBe(false);
    expect(isNonEmpty(undefined)).toBe(false);
    expect(isNonEmpty(' a ')).toBe(true);
    expect(isNonEmpty(0)).toBe(true);
  });
});

describe('email rule', () => {
  it('asks for an address when empty and for a correct one when malformed', () => {
    const rule = rules.email();
    expect(rule('', {})).toBe('validation.email.required');
    expect(rule('ada@', {})).toBe('validation.email.invalid');
    expect(rule(' ada@example.com ', {})).toBeNull();
  });

  it('is loose: any local part and a dotted domain pass', () => {
    expect(isEmail('a+b.c@d.co')).toBe(true);
    expect(isEmail('no spaces@x.io')).toBe(false);
    expect(isEmail('missing@tld')).toBe(false);
  });
});

describe('password rule', () => {
  it('requires 6 to 20 characters', () => {
    const rule = rules.password();
    expect(rule('', {})).toBe('validation.password.required');
    expect(rule('12345', {})).toBe('validation.password.length');
    expect(rule('123456', {})).toBeNull();
    expect(rule('x'.repeat(20), {})).toBeNull();
    expect(rule('x'.repeat(21), {})).toBe('validation.password.length');
  });
});

describe('equal rule', () => {
  it('fails with the mismatch message when the named field differs', () => {
    const rule = rules.equalTo('password');
    expect(rule('abcdef', { password: 'abcdeg' })).toBe('validation.password.mismatch');
    expect(rule('abcdef', { password: 'abcdef' })).toBeNull();
  });
});

describe('amount rule', () => {
  it('must parse and be positive and nonzero', () => {
    expect(checkAmount('abc')).toBe('invalid');
    expect(checkAmount('0')).toBe('invalid');
    expect(checkAmount('-5')).toBe('invalid');
    expect(checkAmount('12.5')).toBeNull();
  });

  it('checks minimum, then step (defaulting to the minimum), then maximum', () => {
    expect(checkAmount(5, { min: 10 })).toBe('below_min');
    expect(checkAmount(25, { min: 10 })).toBe('step');
    expect(checkAmount(30, { min: 10 })).toBeNull();
    expect(checkAmount(30, { min: 10, step: 1, max: 20 })).toBe('above_max');
    expect(checkAmount(15, { min: 10, step: 5, max: 20 })).toBeNull();
  });

  it('limits decimals when maxDecimal is given', () => {
    expect(checkAmount('1.234', { maxDecimal: 2 })).toBe('decimals');
    expect(checkAmount('1.23', { maxDecimal: 2 })).toBeNull();
  });
});

describe('form validation', () => {
  const schema = {
    email: [rules.email()],
    password: [rules.password()],
    confirm: [rules.required('validation.password.confirm_required'), rules.equalTo('password')],
  };

  it('reports the first failing rule of a field', () => {
    expect(firstError('', [rules.required('first'), rules.required('second')])).toBe('first');
  });

  it('stops at the first failing field', () => {
    expect(validateForm({ email: 'bad', password: '1', confirm: '' }, schema)).toEqual({
      field: 'email',
      message: 'validation.email.invalid',
    });
    expect(validateForm({ email: 'a@b.co', password: '123456', confirm: '1234567' }, schema)).toEqual({
      field: 'confirm',
      message: 'validation.password.mismatch',
    });
  });

  it('resolves with the values or rejects with the failure', async () => {
    const good = { email: 'a@b.co', password: '123456', confirm: '123456' };
    await expect(validateFormAsync(good, schema)).resolves.toBe(good);
    await expect(validateFormAsync({ ...good, password: '1' }, schema)).rejects.toMatchObject({
      field: 'password',
      message: 'validation.password.length',
    });
  });
});
