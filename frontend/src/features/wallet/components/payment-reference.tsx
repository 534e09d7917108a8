import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/shared/components/load-failed';
import { useGetRechargeReferenceQuery } from '../api/wallet-api';
import { CopyValue } from './copy-value';

/** The shopper's own reference for the next off-chain recharge: the transfer must quote it. */
export function PaymentReference() {
  const { t } = useTranslation();
  const reference = useGetRechargeReferenceQuery();
  if (reference.isError) return <LoadFailed error={reference.error} onRetry={() => void reference.refetch()} />;
  if (!reference.data) return <Loader size="sm" aria-label={t('wallet.bank.reference')} />;
  return (
    <Stack gap={4}>
      <CopyValue
        label={t('wallet.bank.reference')}
        value={reference.data}
        copyLabel={t('wallet.bank.copy_reference')}
        code
        emphasis
        testId="payment-reference"
      />
      <Text size="xs" c="dimmed">
        {t('wallet.bank.reference_hint')}
      </Text>
    </Stack>
  );
}
