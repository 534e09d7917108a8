import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/store/hooks';
import { formValidator } from '@/shared/form-validation';
import { notify } from '@/shared/notify';
import { loggedIn } from '@/store/session/session-slice';
import { firstError, rules } from '@/shared/validation';
import { useSendSignupCodeMutation, useSignupMutation } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { useCountdown } from './use-countdown';
import { NewPasswordFields } from '@/shared/components/new-password-fields';

/** The server allows one code per e-mail per 60 s. */
export const SEND_CODE_INTERVAL_S = 60;

interface SignupValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  nickname: string;
}

export function SignupPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signup, { isLoading }] = useSignupMutation();
  const [sendCode, { isLoading: isSending }] = useSendSignupCodeMutation();
  const countdown = useCountdown();
  const form = useForm<SignupValues>({
    initialValues: { email: '', code: '', password: '', confirmPassword: '', nickname: '' },
    validate: formValidator<SignupValues>(
      {
        email: [rules.email()],
        code: [rules.required('validation.code.required')],
        password: [rules.password()],
        confirmPassword: [rules.required('validation.password.confirm_required'), rules.equalTo('password')],
      },
      t,
    ),
  });

  const requestCode = async (): Promise<void> => {
    const problem = firstError(form.values.email, [rules.email()]);
    if (problem) {
      form.setFieldError('email', t(problem));
      return;
    }
    const result = await sendCode({ email: form.values.email.trim() });
    if (result.error) return;
    notify('success', t('auth.signup.code_sent'));
    countdown.start(SEND_CODE_INTERVAL_S);
  };

  // 10109 (already registered), 10106 (wrong code) and 10103 come back with the server's text.
  const submit = form.onSubmit(async (values) => {
    const nickname = values.nickname.trim();
    const result = await signup({
      email: values.email.trim(),
      password: values.password,
      code: values.code.trim(),
      ...(nickname ? { nickname } : {}),
    });
    if (!result.data) return;
    dispatch(loggedIn(result.data));
    notify('success', t('auth.signup.success'));
    void navigate(paths.user.getHref(), { replace: true });
  });

  return (
    <AuthCard title={t('auth.signup.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput type="email" autoComplete="email" label={t('auth.field.email')} {...form.getInputProps('email')} />
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              autoComplete="one-time-code"
              label={t('auth.field.code')}
              {...form.getInputProps('code')}
            />
            <Button
              variant="default"
              onClick={() => void requestCode()}
              disabled={countdown.remaining > 0}
              loading={isSending}
            >
              {countdown.remaining > 0
                ? t('auth.signup.resend_in', { seconds: countdown.remaining })
                : t('auth.signup.send_code')}
            </Button>
          </Group>
          <NewPasswordFields
            label={t('auth.field.password')}
            passwordProps={form.getInputProps('password')}
            confirmProps={form.getInputProps('confirmPassword')}
          />
          <TextInput autoComplete="nickname" label={t('auth.field.nickname_optional')} {...form.getInputProps('nickname')} />
          <Button type="submit" loading={isLoading} fullWidth>
            {t('auth.signup.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.signup.have_account')}{' '}
            <Anchor component={Link} to={paths.login.getHref()}>
              {t('auth.signup.to_login')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
