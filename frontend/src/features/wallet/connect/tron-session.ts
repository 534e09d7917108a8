import type { ChainName } from '@/shared/config/config-types';
import { isValidAddress } from '../chain/chain-rules';
import { WalletProblem } from './wallet-problems';
import type { ConnectionChanged, TokenTransfer, WalletConnection, WalletSession } from './wallet-session';

/** The parts of TronLink's TronWeb these screens use (TronLink injects it; no library needed). */
interface TronTransaction {
  txID: string;
}

interface TronWebLike {
  defaultAddress: { base58: string | false };
  fullNode?: { host?: string };
  transactionBuilder: {
    triggerSmartContract: (
      contract: string,
      functionSelector: string,
      options: { feeLimit: number },
      parameters: { type: string; value: string }[],
      issuer: string,
    ) => Promise<{ result?: { result?: boolean }; transaction: TronTransaction }>;
    /** A read-only call (TronWeb has it; a wallet without it skips the balance check). */
    triggerConstantContract?: (
      contract: string,
      functionSelector: string,
      options: object,
      parameters: { type: string; value: string }[],
      issuer: string,
    ) => Promise<{ result?: { result?: boolean }; constant_result?: string[] }>;
  };
  trx: {
    sign: (transaction: TronTransaction) => Promise<TronTransaction>;
    sendRawTransaction: (signed: TronTransaction) => Promise<{ result?: boolean; txid?: string; code?: string }>;
  };
}

interface TronLinkLike {
  request: (args: { method: string }) => Promise<unknown>;
  tronWeb?: TronWebLike | false;
}

declare global {
  interface Window {
    tronLink?: TronLinkLike;
    tronWeb?: TronWebLike;
  }
}

const TRON: ChainName = 'tron';
/** The most TRX (in sun) the transfer may burn for energy: 100 TRX, far above a TRC-20 transfer. */
const FEE_LIMIT_SUN = 100_000_000;
/** TronLink's answer to tron_requestAccounts when the shopper approves. */
const APPROVED = 200;

/** TronLink's node names the network; the public TronGrid hosts are recognised by name. */
export function tronNetworkName(host: string | undefined): string | null {
  if (!host) return null;
  if (host.includes('nile')) return 'TRON Nile';
  if (host.includes('shasta')) return 'TRON Shasta';
  if (/\/\/api\.(trongrid|tronstack)\.io/.test(host)) return 'TRON';
  return host;
}

/** The holder's balance of the TRC-20 token, in its units; null when it cannot be read. */
async function tronTokenBalance(tronWeb: TronWebLike, token: string, holder: string): Promise<bigint | null> {
  const read = tronWeb.transactionBuilder.triggerConstantContract;
  if (!read) return null;
  try {
    const answer = await read.call(tronWeb.transactionBuilder, token, 'balanceOf(address)', {}, [{ type: 'address', value: holder }], holder);
    const [word] = answer.constant_result ?? [];
    return answer.result?.result === true && word ? BigInt(`0x${word}`) : null;
  } catch {
    // Reading is a courtesy: the transfer itself still fails when the balance is short.
    return null;
  }
}

function tronWebOf(tronLink: TronLinkLike | undefined): TronWebLike | null {
  return (tronLink?.tronWeb || window.tronWeb) ?? null;
}

/** Asks TronLink for the account; TronLink posts its later changes to the window. */
export async function connectTronLink(report: ConnectionChanged): Promise<WalletSession> {
  const tronLink = window.tronLink;
  if (!tronLink && !window.tronWeb) throw new WalletProblem('unavailable');
  if (tronLink) {
    const answer = (await tronLink.request({ method: 'tron_requestAccounts' })) as { code?: number } | '' | undefined;
    if (answer && typeof answer === 'object' && answer.code !== undefined && answer.code !== APPROVED) {
      throw new WalletProblem('rejected');
    }
  }
  const tronWeb = tronWebOf(tronLink);
  const describe = (): WalletConnection | null => {
    const address = tronWeb?.defaultAddress.base58;
    return address ? { kind: 'tronlink', chain: TRON, address, chainId: null, networkName: tronNetworkName(tronWeb.fullNode?.host) } : null;
  };
  const first = describe();
  if (!tronWeb || !first) throw new WalletProblem('locked');
  let connection = first;
  const onMessage = (event: MessageEvent<{ message?: { action?: string } }>): void => {
    const action = event.data.message?.action;
    if (action === 'disconnect' || action === 'accountsChanged' || action === 'setAccount' || action === 'setNode') {
      const next = action === 'disconnect' ? null : describe();
      if (next) connection = next;
      report(next);
    }
  };
  window.addEventListener('message', onMessage);

  return {
    get connection() {
      return connection;
    },
    networkName: () => null,
    switchNetwork: () => Promise.reject(new WalletProblem('failed', 'TronLink switches networks itself')),
    transferToken: async ({ tokenContract, recipient, units }: TokenTransfer) => {
      if (!isValidAddress(TRON, tokenContract) || !isValidAddress(TRON, recipient)) {
        throw new WalletProblem('failed', 'invalid contract or deposit address');
      }
      const held = await tronTokenBalance(tronWeb, tokenContract, connection.address);
      if (held !== null && held < units) throw new WalletProblem('balance');
      const built = await tronWeb.transactionBuilder.triggerSmartContract(
        tokenContract,
        'transfer(address,uint256)',
        { feeLimit: FEE_LIMIT_SUN },
        [
          { type: 'address', value: recipient },
          { type: 'uint256', value: units.toString() },
        ],
        connection.address,
      );
      if (built.result?.result !== true) throw new WalletProblem('failed', 'the node refused to build the transfer');
      const signed = await tronWeb.trx.sign(built.transaction);
      const sent = await tronWeb.trx.sendRawTransaction(signed);
      if (sent.result !== true) throw new WalletProblem('failed', sent.code ?? '');
      return sent.txid ?? signed.txID;
    },
    disconnect: () => {
      window.removeEventListener('message', onMessage);
      return Promise.resolve();
    },
  };
}
