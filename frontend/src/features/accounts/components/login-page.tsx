import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxCard.css';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { REDIRECT_PARAM, paths, safeRedirect } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formValidator } from '@/shared/form-validation';
import { loggedIn, rememberMeSet } from '@/store/session/session-slice';
import { rules } from '@/shared/validation';
import { useLoginMutation } from '../api/auth-api';
import { AuthCard } from './auth-card';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rememberMe = useAppSelector((state) => state.session.rememberMe);
  const [login, { isLoading }] = useLoginMutation();
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '', remember: rememberMe },
    validate: formValidator<LoginValues>(
      { email: [rules.email()], password: [rules.required('validation.password.required')] },
      t,
    ),
  });

  // Wrong credentials (10202, 10203, 10205) are reported by the API layer with the server's text.
  const submit = form.onSubmit(async (values) => {
    const result = await login({ email: values.email.trim(), password: values.password, remember: values.remember });
    if (!result.data) return;
    dispatch(loggedIn(result.data));
    dispatch(rememberMeSet(values.remember));
    void navigate(safeRedirect(params.get(REDIRECT_PARAM), paths.user.getHref()), { replace: true });
  });

  return (
    <AuthCard title={t('auth.login.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput type="email" autoComplete="email" label={t('auth.field.email')} {...form.getInputProps('email')} />
          <PasswordInput
            autoComplete="current-password"
            label={t('auth.field.password')}
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Checkbox label={t('auth.login.remember_me')} {...form.getInputProps('remember', { type: 'checkbox' })} />
            <Anchor component={Link} to={paths.forgetPassword.getHref()} size="sm">
              {t('auth.login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" loading={isLoading} fullWidth>
            {t('auth.login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.login.no_account')}{' '}
            <Anchor component={Link} to={paths.signup.getHref()}>
              {t('auth.login.to_signup')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
