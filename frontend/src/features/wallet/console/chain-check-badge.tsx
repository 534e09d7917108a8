import '@mantine/core/styles/List.css';
import { Badge, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChainCheckState, ChainRecharge } from '../api/wallet-types';
import { chainCheckOf, useReasonText, useRequiredConfirmations } from './chain-check';

const COLORS: Record<ChainCheckState, string> = {
  verified: 'green',
  mismatch: 'red',
  not_found: 'orange',
  confirming: 'blue',
  unchecked: 'gray',
};

/** What the server found on chain for one recharge, as a badge (verified green, mismatch red …). */
export function ChainCheckBadge({ recharge }: { recharge: ChainRecharge & { method: string } }) {
  const { t } = useTranslation();
  const required = useRequiredConfirmations(recharge.method);
  const check = chainCheckOf(recharge);
  if (!check) return null;
  const labels: Record<ChainCheckState, string> = {
    verified: t('console.chain_check.state.verified'),
    mismatch: t('console.chain_check.state.mismatch'),
    not_found: t('console.chain_check.state.not_found'),
    confirming:
      required === null
        ? t('console.chain_check.state.confirming_blocks', { confirmations: check.confirmations })
        : t('console.chain_check.state.confirming', { confirmations: check.confirmations, required }),
    unchecked: t('console.chain_check.state.unchecked'),
  };
  return (
    <Badge
      color={COLORS[check.state]}
      variant={check.state === 'mismatch' ? 'filled' : 'light'}
      data-testid="chain-check-badge"
      data-state={check.state}
      style={{ maxWidth: '100%', height: 'auto', whiteSpace: 'normal', textTransform: 'none' }}
    >
      {labels[check.state]}
    </Badge>
  );
}

/** The badge with what it means, and a mismatch's reasons, for the detail page. */
export function ChainCheckDetails({ recharge }: { recharge: ChainRecharge & { method: string } }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const check = chainCheckOf(recharge);
  if (!check) return null;
  const hints: Record<ChainCheckState, string> = {
    verified: t('console.chain_check.hint.verified'),
    mismatch: t('console.chain_check.hint.mismatch'),
    not_found: t('console.chain_check.hint.not_found'),
    confirming: t('console.chain_check.hint.confirming'),
    unchecked: t('console.chain_check.hint.unchecked'),
  };
  return (
    <Stack gap={4} align="flex-start" data-testid="chain-check-details">
      <ChainCheckBadge recharge={recharge} />
      <Text size="sm">{hints[check.state]}</Text>
      {check.reasons.length > 0 && (
        <List size="sm" data-testid="chain-check-reasons">
          {check.reasons.map((reason) => (
            <List.Item key={reason}>{reasonText(reason)}</List.Item>
          ))}
        </List>
      )}
      {check.state !== 'unchecked' && (
        <Text size="xs" c="dimmed">
          {t('console.chain_check.confirmations', { confirmations: check.confirmations })}
        </Text>
      )}
    </Stack>
  );
}
