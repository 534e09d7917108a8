import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { WALLET_ENTRY_KINDS } from './api/wallet-types';
import { entryKindLabel } from './entry-kind';

describe('wallet history kinds', () => {
  it('labels a seller’s settlement', () => {
    expect(i18n.t(entryKindLabel('settlement'))).toBe('Sale settled');
  });

  it('labels every known kind with its own text, and an unknown one as other', () => {
    const labels = WALLET_ENTRY_KINDS.map((kind) => i18n.t(entryKindLabel(kind)));
    expect(new Set(labels).size).toBe(WALLET_ENTRY_KINDS.length);
    expect(labels).not.toContain('Other');
    expect(i18n.t(entryKindLabel('bonus'))).toBe('Other');
  });
});
