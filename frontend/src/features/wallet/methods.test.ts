import { describe, expect, it } from 'vitest';
import { groupedIban, isBankMethod, methodName } from './methods';

const bank = { method: 'bank_transfer', name: 'Bank transfer', names: { ar: 'تحويل بنكي', 'zh-CN': '银行转账' } };

describe('recharge method names', () => {
  it('takes the name given for the language, else the default name, else the id', () => {
    expect(methodName(bank, 'ar')).toBe('تحويل بنكي');
    expect(methodName(bank, 'zh-CN')).toBe('银行转账');
    expect(methodName(bank, 'es')).toBe('Bank transfer');
    expect(methodName({ method: 'usdt_trc20', name: '' }, 'ar')).toBe('usdt_trc20');
  });
});

describe('bank methods', () => {
  it('are the off-chain methods that name an IBAN, shown in groups of four', () => {
    const common = { method: 'b', name: 'B', address: 'x', min: 0, max: 0, token: null, token_contract: null, decimals: null, confirmations: null, chain_id: null };
    expect(isBankMethod({ ...common, chain: null, iban: 'GB82WEST12345698765432' })).toBe(true);
    expect(isBankMethod({ ...common, chain: null })).toBe(false);
    expect(isBankMethod({ ...common, chain: 'tron', iban: 'GB82WEST12345698765432' })).toBe(false);
    expect(groupedIban('gb82west12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
  });
});
