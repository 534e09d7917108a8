import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

interface NewPasswordFieldsProps {
  /** The label of the first field: "Password" on sign-up, "New password" elsewhere. */
  label: string;
  passwordProps: GetInputPropsReturnType;
  confirmProps: GetInputPropsReturnType;
}

/** A new password (6-20 characters) and its confirmation: sign-up, reset and change share it. */
export function NewPasswordFields({ label, passwordProps, confirmProps }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        autoComplete="new-password"
        label={label}
        description={t('validation.password.length')}
        {...passwordProps}
      />
      <PasswordInput autoComplete="new-password" label={t('auth.field.confirm_password')} {...confirmProps} />
    </>
  );
}
