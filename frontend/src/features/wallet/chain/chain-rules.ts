import { sha256 } from '@noble/hashes/sha2';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { createBase58check } from '@scure/base';
import type { ChainName } from '@/shared/config/config-types';
import type { Rule } from '@/shared/validation';

/**
 * The server's per-chain rules (application/wallet/chains.py), checked in the forms so a typo is
 * caught before it is sent. Only the wallet screens import this module, so its hashing code
 * never reaches another page. It uses the hash libraries viem itself is built on, not viem: the
 * connector chunks (loaded on the shopper's click) hold viem, and sharing a module with them
 * would pull their code into the screens' first load.
 */

const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const ETHEREUM_TRANSACTION_ID = /^0x[0-9a-fA-F]{64}$/;
const TRON_TRANSACTION_ID = /^[0-9a-fA-F]{64}$/;
const TRON_ADDRESS_LENGTH = 34;
/** A TRON address is 0x41 followed by the 20 bytes of the account. */
const TRON_VERSION_BYTE = 0x41;
const TRON_PAYLOAD_BYTES = 21;
const tronBase58 = createBase58check(sha256);

/**
 * EIP-55's checksum: a hex letter is upper case where the matching nibble of the keccak-256 of
 * the lower-case hex is 8 or more.
 */
export function eip55Checksum(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  // The address is ASCII hex (checked before), so one character is one digit.
  const letters = Array.from({ length: hex.length }, (_, index) =>
    parseInt(hash.charAt(index), 16) >= 8 ? hex.charAt(index).toUpperCase() : hex.charAt(index),
  );
  return `0x${letters.join('')}`;
}

/** A mixed-case address must carry its checksum; one case throughout carries none. */
function isValidEthereumAddress(address: string): boolean {
  if (!ETHEREUM_ADDRESS.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return eip55Checksum(address) === address;
}

function isValidTronAddress(address: string): boolean {
  if (address.length !== TRON_ADDRESS_LENGTH) return false;
  try {
    const payload = tronBase58.decode(address);
    return payload.length === TRON_PAYLOAD_BYTES && payload[0] === TRON_VERSION_BYTE;
  } catch {
    // Not base58, or the checksum does not match.
    return false;
  }
}

export function isValidAddress(chain: ChainName, address: string): boolean {
  return chain === 'ethereum' ? isValidEthereumAddress(address) : isValidTronAddress(address);
}

/** Ethereum: 0x and 64 hex digits; TRON: 64 hex digits, no prefix. */
export function isValidTransactionId(chain: ChainName, transactionId: string): boolean {
  return (chain === 'ethereum' ? ETHEREUM_TRANSACTION_ID : TRON_TRANSACTION_ID).test(transactionId);
}

/**
 * Token units for an amount in cents: cents × 10^decimals / 100. Null when that is not a whole
 * number of units (a token with fewer than 2 decimals cannot carry every cent).
 */
export function tokenUnits(cents: number, decimals: number): bigint | null {
  if (!Number.isSafeInteger(cents) || cents <= 0 || !Number.isInteger(decimals) || decimals < 0) return null;
  const scaled = BigInt(cents) * 10n ** BigInt(decimals);
  return scaled % 100n === 0n ? scaled / 100n : null;
}

/** The messages, spelled out so every key can be found in the source. */
const ADDRESS_MESSAGES: Record<ChainName, string> = {
  ethereum: 'chain.validation.address_ethereum',
  tron: 'chain.validation.address_tron',
};
const TRANSACTION_MESSAGES: Record<ChainName, string> = {
  ethereum: 'chain.validation.transaction_ethereum',
  tron: 'chain.validation.transaction_tron',
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A form rule: the address must be valid for the chosen method's chain (off-chain: anything). */
export function chainAddressRule(chainFor: (values: Record<string, unknown>) => ChainName | null): Rule {
  return (value, values) => {
    const chain = chainFor(values);
    if (chain === null || text(value) === '') return null;
    return isValidAddress(chain, text(value)) ? null : ADDRESS_MESSAGES[chain];
  };
}

/** A form rule: the transaction id must be well formed for the chosen method's chain. */
export function transactionIdRule(chainFor: (values: Record<string, unknown>) => ChainName | null): Rule {
  return (value, values) => {
    const chain = chainFor(values);
    if (chain === null || text(value) === '') return null;
    return isValidTransactionId(chain, text(value)) ? null : TRANSACTION_MESSAGES[chain];
  };
}
