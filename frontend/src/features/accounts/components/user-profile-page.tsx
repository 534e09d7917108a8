import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import { selectUser } from '@/store/session/session-slice';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';

export function UserProfilePage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <Stack gap="md">
      <Breadcrumb items={[{ label: t('user.menu.dashboard'), to: paths.user.getHref() }, { label: t('user.menu.profile') }]} />
      <Paper withBorder p="xl">
        {/* Keyed on the user so the form picks up a refreshed mine/info. */}
        <ProfileForm key={`${user.nickname}|${user.phone}|${user.avatar}`} user={user} />
      </Paper>
      <Paper withBorder p="xl">
        <ChangePasswordForm />
      </Paper>
    </Stack>
  );
}
