import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { formValidator } from '@/shared/form-validation';
import { notify } from '@/shared/notify';
import { rules } from '@/shared/validation';
import { useResetPasswordMutation } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from '@/shared/components/new-password-fields';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const form = useForm<ResetValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: formValidator<ResetValues>(
      {
        password: [rules.password()],
        confirmPassword: [rules.required('validation.password.confirm_required'), rules.equalTo('password')],
      },
      t,
    ),
  });

  // A bad, used or expired token answers 10207 ('Invalid password reset link').
  const submit = form.onSubmit(async ({ password }) => {
    const result = await resetPassword({ token, password });
    if (result.error) return;
    notify('success', t('auth.reset.success'));
    void navigate(paths.login.getHref(), { replace: true });
  });

  return (
    <AuthCard title={t('auth.reset.title')}>
      {token ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <NewPasswordFields
              label={t('auth.field.new_password')}
              passwordProps={form.getInputProps('password')}
              confirmProps={form.getInputProps('confirmPassword')}
            />
            <Button type="submit" loading={isLoading} fullWidth>
              {t('auth.reset.submit')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Alert color="red" role="alert">
          {t('auth.reset.invalid_link')}
        </Alert>
      )}
      <Anchor component={Link} to={paths.forgetPassword.getHref()} size="sm">
        {t('auth.reset.request_new')}
      </Anchor>
    </AuthCard>
  );
}
