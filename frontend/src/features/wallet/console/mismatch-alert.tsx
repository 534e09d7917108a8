import '@mantine/core/styles/List.css';
import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChainRecharge } from '../api/wallet-types';
import { useReasonText } from './chain-check';

/** The chain contradicts the application: say so above everything, with the reasons. */
export function MismatchAlert({ recharge }: { recharge: ChainRecharge }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const reasons = recharge.chain_check?.reasons ?? [];
  return (
    <Alert color="red" variant="light" title={t('console.chain_check.mismatch_title')} data-testid="chain-mismatch-alert">
      {t('console.chain_check.hint.mismatch')}
      {reasons.length > 0 && (
        <List size="sm" mt={4}>
          {reasons.map((reason) => (
            <List.Item key={reason}>{reasonText(reason)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
