import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formValidator } from '@/shared/form-validation';
import { rules } from '@/shared/validation';
import { useForgetPasswordMutation } from '../api/auth-api';
import { AuthCard } from './auth-card';

export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const [forgetPassword, { isLoading }] = useForgetPasswordMutation();
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: formValidator<{ email: string }>({ email: [rules.email()] }, t),
  });

  // The server answers 0 for unknown addresses too, so this never reveals who is registered.
  const submit = form.onSubmit(async ({ email }) => {
    const result = await forgetPassword({ email: email.trim() });
    if (!result.error) setSent(true);
  });

  return (
    <AuthCard title={t('auth.forget.title')}>
      {sent ? (
        <Alert color="green" role="status">
          {t('auth.forget.check_email')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput type="email" autoComplete="email" label={t('auth.field.email')} {...form.getInputProps('email')} />
            <Button type="submit" loading={isLoading} fullWidth>
              {t('auth.forget.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={paths.login.getHref()} size="sm">
        {t('auth.signup.to_login')}
      </Anchor>
    </AuthCard>
  );
}
