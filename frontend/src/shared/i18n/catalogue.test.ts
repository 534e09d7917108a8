import { describe, expect, it } from 'vitest';
import { catalogueToMessages } from './catalogue';

describe('catalogueToMessages', () => {
  const catalogue = {
    '101': { en: 'Please log in first', ar: 'يرجى تسجيل الدخول أولاً' },
    '106': { en: 'Insufficient balance' },
    '106.pay': { en: 'Insufficient balance, unpaid successfully', ru: 'Недостаточно средств' },
    notes: { en: 'not a code' },
  };
  const messages = catalogueToMessages(catalogue);

  it('builds api error keys for every language, falling back to English', () => {
    expect(messages.en.error_101).toBe('Please log in first');
    expect(messages.ar.error_101).toBe('يرجى تسجيل الدخول أولاً');
    expect(messages.tr.error_106).toBe('Insufficient balance');
  });

  it('maps a context entry to an i18next context key', () => {
    expect(messages.ru.error_106_pay).toBe('Недостаточно средств');
    expect(messages.en.error_106_pay).toBe('Insufficient balance, unpaid successfully');
  });

  it('ignores entries that are not codes', () => {
    expect(Object.keys(messages.en)).not.toContain('error_notes');
  });
});

describe('the server catalogue in the running app', () => {
  it('provides api.error_<code> texts, with contexts, in every language', async () => {
    const { i18n, initI18n } = await import('./i18n');
    const { default: catalogue } = await import('@catalogue');
    await initI18n('ar');
    expect(i18n.t('api.error_10202')).toBe(catalogue['10202']?.ar);
    expect(i18n.t('api.error_106', { context: 'pay' })).toBe(catalogue['106.pay']?.ar);
    await initI18n('en');
    expect(i18n.t('api.error_10301')).toBe(catalogue['10301']?.en);
  });
});
