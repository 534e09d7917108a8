import { Alert, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type AmountLimits, amountMessageValues } from '../amount';

/** The amount in dollars (sent as cents), with the allowed range under it. */
export function AmountField({ limits, inputProps }: { limits: AmountLimits; inputProps: GetInputPropsReturnType }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('wallet.amount.label')}
      withAsterisk
      inputMode="decimal"
      autoComplete="off"
      leftSection="$"
      description={t('wallet.amount.limits', amountMessageValues(limits))}
      {...inputProps}
    />
  );
}

/** Why the server refused the application, when it is not about one field. */
export function ApplyProblemAlert({ message }: { message: string | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={t('wallet.apply.refused')} role="alert">
      {message}
    </Alert>
  );
}
