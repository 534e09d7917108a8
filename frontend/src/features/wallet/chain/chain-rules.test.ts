import { sha256 } from '@noble/hashes/sha2';
import { createBase58check } from '@scure/base';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { eip55Checksum, chainAddressRule, isValidAddress, isValidTransactionId, tokenUnits, transactionIdRule } from './chain-rules';

/** Real addresses: the USDT contracts on both chains and EIP-55's own examples. */
const USDT_ERC20 = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const EIP55_EXAMPLE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const USDT_TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** A Bitcoin address: base58check and 34 characters too, but version byte 0x00. */
const BITCOIN = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';

/** One character changed, keeping the alphabet (base58 or hex). */
function corrupt(address: string, at: number, replacement: string): string {
  return address.slice(0, at) + replacement + address.slice(at + 1);
}

describe('Ethereum addresses', () => {
  it('accepts checksummed addresses and ones written in a single case', () => {
    for (const address of [USDT_ERC20, EIP55_EXAMPLE, USDT_ERC20.toLowerCase(), `0x${USDT_ERC20.slice(2).toUpperCase()}`]) {
      expect(isValidAddress('ethereum', address), address).toBe(true);
    }
  });

  it('computes the checksum as viem does', () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const hex = Array.from({ length: 40 }, (_, index) => ((seed * 7919 + index * 104_729) % 16).toString(16)).join('');
      expect(eip55Checksum(`0x${hex}`)).toBe(getAddress(`0x${hex}`));
    }
  });

  it('refuses a mixed-case address whose checksum does not match', () => {
    // 'd' -> 'D' in the first position flips one letter's case, which the checksum catches.
    expect(isValidAddress('ethereum', corrupt(USDT_ERC20, 2, 'D'))).toBe(false);
    expect(isValidAddress('ethereum', corrupt(EIP55_EXAMPLE, 5, 'E'))).toBe(false);
  });

  it('refuses a wrong length, a missing 0x, non-hex digits and a TRON address', () => {
    for (const address of [USDT_ERC20.slice(0, -1), USDT_ERC20.slice(2), corrupt(USDT_ERC20.toLowerCase(), 10, 'g'), USDT_TRC20, '']) {
      expect(isValidAddress('ethereum', address), address).toBe(false);
    }
  });
});

describe('TRON addresses', () => {
  it('accepts a real address and any 0x41 payload written in base58check', () => {
    expect(isValidAddress('tron', USDT_TRC20)).toBe(true);
    const payload = new Uint8Array(21).fill(7);
    payload[0] = 0x41;
    const made = createBase58check(sha256).encode(payload);
    expect(made).toHaveLength(34);
    expect(isValidAddress('tron', made)).toBe(true);
  });

  it('refuses an address with one character changed (the checksum fails)', () => {
    expect(isValidAddress('tron', corrupt(USDT_TRC20, 10, 'Z'))).toBe(false);
    expect(isValidAddress('tron', corrupt(USDT_TRC20, 33, 'u'))).toBe(false);
  });

  it('refuses another version byte, a wrong length, non-base58 letters and an Ethereum address', () => {
    for (const address of [BITCOIN, USDT_TRC20.slice(0, -1), corrupt(USDT_TRC20, 5, '0'), USDT_ERC20, '']) {
      expect(isValidAddress('tron', address), address).toBe(false);
    }
  });
});

describe('transaction ids', () => {
  const hex64 = 'ab'.repeat(32);

  it('are 0x and 64 hex digits on Ethereum, 64 hex digits with no prefix on TRON', () => {
    expect(isValidTransactionId('ethereum', `0x${hex64}`)).toBe(true);
    expect(isValidTransactionId('ethereum', `0x${hex64.toUpperCase()}`)).toBe(true);
    expect(isValidTransactionId('tron', hex64)).toBe(true);
  });

  it('refuses the other chain’s form, a wrong length and non-hex digits', () => {
    expect(isValidTransactionId('ethereum', hex64)).toBe(false);
    expect(isValidTransactionId('tron', `0x${hex64}`)).toBe(false);
    expect(isValidTransactionId('ethereum', `0x${hex64.slice(1)}`)).toBe(false);
    expect(isValidTransactionId('tron', `${hex64.slice(1)}g`)).toBe(false);
  });
});

describe('form rules', () => {
  const tron = () => 'tron' as const;
  const offChain = () => null;

  it('name the chain in their message and leave off-chain methods and empty values alone', () => {
    expect(chainAddressRule(tron)('TXYZ', {})).toBe('chain.validation.address_tron');
    expect(chainAddressRule(tron)(` ${USDT_TRC20} `, {})).toBeNull();
    expect(chainAddressRule(offChain)('IBAN GB33', {})).toBeNull();
    expect(chainAddressRule(tron)('', {})).toBeNull();
    expect(transactionIdRule(() => 'ethereum')('TX-1', {})).toBe('chain.validation.transaction_ethereum');
    expect(transactionIdRule(offChain)('TX-1', {})).toBeNull();
  });
});

describe('token units', () => {
  it('are cents × 10^decimals / 100, exactly', () => {
    expect(tokenUnits(5000, 6)).toBe(50_000_000n);
    expect(tokenUnits(1, 18)).toBe(10_000_000_000_000_000n);
    expect(tokenUnits(12_345, 2)).toBe(12_345n);
    expect(tokenUnits(300, 0)).toBe(3n);
  });

  it('are refused when a token cannot carry every cent, or the amount is not positive', () => {
    expect(tokenUnits(305, 0)).toBeNull();
    expect(tokenUnits(5, 1)).toBeNull();
    expect(tokenUnits(0, 6)).toBeNull();
    expect(tokenUnits(10.5, 6)).toBeNull();
  });
});
