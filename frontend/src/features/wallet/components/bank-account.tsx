import { Divider, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RechargeMethod } from '@/shared/config/config-types';
import { groupedIban } from '../methods';
import { CopyValue } from './copy-value';
import { PaymentReference } from './payment-reference';

/** Where a bank transfer goes (bank, account holder, IBAN, BIC) and the reference it quotes. */
export function BankAccount({ method }: { method: RechargeMethod }) {
  const { t } = useTranslation();
  const iban = method.iban ?? '';
  return (
    <Paper withBorder p="md" bg="gray.0" aria-labelledby="bank-account-title" data-testid="bank-account">
      <Stack gap="sm">
        <Text fw={600} id="bank-account-title">
          {t('wallet.bank.title')}
        </Text>
        {method.bank_name && (
          <CopyValue label={t('wallet.bank.bank_name')} value={method.bank_name} copyLabel={t('wallet.bank.copy_bank_name')} />
        )}
        {method.account_holder && (
          <CopyValue
            label={t('wallet.bank.account_holder')}
            value={method.account_holder}
            copyLabel={t('wallet.bank.copy_account_holder')}
          />
        )}
        <CopyValue
          label={t('wallet.bank.iban')}
          value={iban}
          shown={groupedIban(iban)}
          copyLabel={t('wallet.bank.copy_iban')}
          code
          testId="bank-iban"
        />
        {method.bic && (
          <CopyValue label={t('wallet.bank.bic')} value={method.bic} copyLabel={t('wallet.bank.copy_bic')} code testId="bank-bic" />
        )}
        <Divider />
        <PaymentReference />
        <Text size="xs" c="dimmed">
          {t('wallet.bank.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
