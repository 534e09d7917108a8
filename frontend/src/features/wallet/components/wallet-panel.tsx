import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChainName } from '@/shared/config/config-types';
import { useWalletActions } from '../connect/use-wallet-actions';
import { currentSession, useWalletConnection, type WalletConnection } from '../connect/wallet-session';
import { WalletProblemAlert } from './wallet-problem-alert';

export interface WalletPanelProps {
  /** The chain the screen's method settles on; null (the balance screen): any. */
  chain: ChainName | null;
  /** The EVM network the method pays on; the panel offers to switch to it. */
  chainId: number | null;
  /** What the screen does with the connected wallet (pay, use its address). */
  children?: ReactNode;
}

function networkLabel(connection: WalletConnection, unknown: (id: number) => string): string {
  if (connection.networkName) return connection.networkName;
  return connection.chainId === null ? connection.chain : unknown(connection.chainId);
}

/**
 * Connects the shopper's wallet (an injected EVM wallet, WalletConnect, TronLink) and shows the
 * connected address and network, switching network when the method needs another.
 */
export function WalletPanel({ chain, chainId, children }: WalletPanelProps) {
  const { t } = useTranslation();
  const connection = useWalletConnection();
  const wallet = useWalletActions(chainId);
  const fits = connection !== null && (chain === null || connection.chain === chain);
  const unknownNetwork = (id: number) => t('chain.connected.unknown_network', { id });
  const wrongNetwork = fits && connection.chain === 'ethereum' && chainId !== null && connection.chainId !== chainId;
  const wanted = chainId === null ? '' : (currentSession()?.networkName(chainId) ?? unknownNetwork(chainId));
  const offers = (name: ChainName) => chain === null || chain === name;

  return (
    <Paper withBorder p="md" aria-labelledby="wallet-panel-title" component="section">
      <Stack gap="sm">
        <Text fw={600} id="wallet-panel-title">
          {t('chain.panel.title')}
        </Text>
        {fits ? (
          <Stack gap={6}>
            <Text size="sm">
              {t('chain.connected.address')}{' '}
              {/* Addresses read left to right in every language. */}
              <Text
                component="span"
                ff="monospace"
                dir="ltr"
                style={{ wordBreak: 'break-all', unicodeBidi: 'isolate' }}
                data-testid="wallet-address"
                aria-label={t('chain.connected.address_label')}
              >
                {connection.address}
              </Text>
            </Text>
            <Text size="sm">
              {t('chain.connected.network')}{' '}
              <Text component="span" fw={600} data-testid="wallet-network" aria-label={t('chain.connected.network_label')}>
                {networkLabel(connection, unknownNetwork)}
              </Text>
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {chain === 'tron' ? t('chain.panel.hint_tron') : chain === 'ethereum' ? t('chain.panel.hint_ethereum') : t('chain.panel.hint_any')}
          </Text>
        )}
        {wrongNetwork && (
          <Alert color="yellow" variant="light" data-testid="wallet-wrong-network">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('chain.network.wrong', { current: networkLabel(connection, unknownNetwork), wanted })}</Text>
              <Button
                size="xs"
                loading={wallet.busy === 'switch'}
                onClick={() => void wallet.switchNetwork(chainId)}
                data-testid="wallet-switch-network"
              >
                {t('chain.network.switch', { network: wanted })}
              </Button>
            </Stack>
          </Alert>
        )}
        {fits && children}
        <Group gap="xs" wrap="wrap">
          {!fits && offers('ethereum') && (
            <Button variant="light" loading={wallet.busy === 'connect:injected'} onClick={() => void wallet.connect('injected')} data-testid="wallet-connect-injected">
              {t('chain.connect.injected')}
            </Button>
          )}
          {!fits && offers('ethereum') && wallet.walletConnectProjectId && (
            <Button
              variant="light"
              loading={wallet.busy === 'connect:walletconnect'}
              onClick={() => void wallet.connect('walletconnect')}
              data-testid="wallet-connect-walletconnect"
            >
              {t('chain.connect.walletconnect')}
            </Button>
          )}
          {!fits && offers('tron') && (
            <Button variant="light" loading={wallet.busy === 'connect:tronlink'} onClick={() => void wallet.connect('tronlink')} data-testid="wallet-connect-tronlink">
              {t('chain.connect.tronlink')}
            </Button>
          )}
          {connection && (
            <Button variant="subtle" color="gray" onClick={() => void wallet.disconnect()} data-testid="wallet-disconnect">
              {t('chain.disconnect')}
            </Button>
          )}
        </Group>
        <WalletProblemAlert problem={wallet.problem} />
      </Stack>
    </Paper>
  );
}
