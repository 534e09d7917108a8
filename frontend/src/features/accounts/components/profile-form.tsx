import { Button, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '@/shared/components/image-upload';
import { formValidator } from '@/shared/form-validation';
import { notify } from '@/shared/notify';
import type { UserInfo } from '@/store/session/session-types';
import { rules } from '@/shared/validation';
import { useModifyProfileMutation } from '../api/user-api';

interface ProfileValues {
  avatar: string;
  nickname: string;
  phone: string;
}

export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [modifyProfile, { isLoading }] = useModifyProfileMutation();
  const [avatarUrl, setAvatarUrl] = useState(user.avatar_url);
  const form = useForm<ProfileValues>({
    initialValues: { avatar: user.avatar, nickname: user.nickname, phone: user.phone },
    validate: formValidator<ProfileValues>(
      {
        nickname: [rules.required('validation.nickname.required')],
        phone: [rules.required('validation.phone.required')],
      },
      t,
    ),
  });

  // Saving invalidates the UserInfo tag, so mine/info refreshes the stored user.
  const submit = form.onSubmit(async (values) => {
    const result = await modifyProfile({
      avatar: values.avatar,
      nickname: values.nickname.trim(),
      phone: values.phone.trim(),
    });
    if (!result.error) notify('success', t('user.profile.saved'));
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-form-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="profile-form-title">
          {t('user.profile.title')}
        </Title>
        <ImageUpload
          label={t('user.profile.avatar')}
          imageUrl={avatarUrl}
          onUploaded={(image) => {
            form.setFieldValue('avatar', image.path);
            setAvatarUrl(image.url);
          }}
        />
        <TextInput label={t('user.profile.nickname')} withAsterisk {...form.getInputProps('nickname')} />
        <TextInput type="tel" label={t('user.profile.phone')} withAsterisk {...form.getInputProps('phone')} />
        <Button type="submit" loading={isLoading} w="fit-content">
          {t('user.profile.save')}
        </Button>
      </Stack>
    </form>
  );
}
