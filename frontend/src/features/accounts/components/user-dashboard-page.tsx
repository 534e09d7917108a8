import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import { maskPhone } from '@/shared/mask';
import { selectUser } from '@/app/session/session-slice';

export function UserDashboardPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <Stack gap="md">
      <Breadcrumb items={[{ label: t('user.menu.dashboard') }]} />
      <Paper withBorder p="xl">
        <Group gap="lg">
          <Avatar src={user.avatar_url || null} size={80} radius="xl" alt={user.nickname || user.email} />
          <div>
            <Title order={1} size="h2">
              {t('user.dashboard.greeting', { name: user.nickname || user.email })}
            </Title>
            <Text c="dimmed">{t('user.dashboard.email', { email: user.email })}</Text>
            {user.phone && <Text c="dimmed">{t('user.dashboard.phone', { phone: maskPhone(user.phone) })}</Text>}
          </div>
        </Group>
      </Paper>
    </Stack>
  );
}
