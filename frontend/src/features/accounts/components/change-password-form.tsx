import '@mantine/core/styles/PasswordInput.css';
import { Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store/hooks';
import { formValidator } from '@/shared/form-validation';
import { notify } from '@/shared/notify';
import { sidReplaced } from '@/store/session/session-slice';
import { rules } from '@/shared/validation';
import { useChangePasswordMutation } from '../api/user-api';
import { NewPasswordFields } from '@/shared/components/new-password-fields';

interface PasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const form = useForm<PasswordValues>({
    initialValues: { oldPassword: '', password: '', confirmPassword: '' },
    validate: formValidator<PasswordValues>(
      {
        oldPassword: [rules.required('validation.password.current_required')],
        password: [rules.password()],
        confirmPassword: [rules.required('validation.password.confirm_required'), rules.equalTo('password')],
      },
      t,
    ),
  });

  // 10301 ('The current password is wrong') is shown by the API layer.
  const submit = form.onSubmit(async (values) => {
    const result = await changePassword({ old_password: values.oldPassword, password: values.password });
    if (!result.data) return;
    // The old sid is revoked; keep the session alive with the new one.
    dispatch(sidReplaced(result.data.sid));
    form.reset();
    notify('success', t('user.password.changed'));
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="password-form-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="password-form-title">
          {t('user.password.title')}
        </Title>
        <PasswordInput
          autoComplete="current-password"
          label={t('user.password.current')}
          {...form.getInputProps('oldPassword')}
        />
        <NewPasswordFields
          label={t('auth.field.new_password')}
          passwordProps={form.getInputProps('password')}
          confirmProps={form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={isLoading} w="fit-content">
          {t('user.password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
