import { Avatar, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { maskPhone } from '@/shared/mask';
import { selectUser } from '@/store/session/session-slice';

/** The dashboard's first card: who is signed in ("Hello, <name>"), with e-mail and masked phone. */
export function UserGreeting() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <Paper withBorder p="lg">
      <Group gap="lg" wrap="nowrap">
        <Avatar src={user.avatar_url || null} size={64} radius="xl" alt={user.nickname || user.email} />
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {t('user.dashboard.greeting', { name: user.nickname || user.email })}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('user.dashboard.email', { email: user.email })}
          </Text>
          {user.phone && <Text c="dimmed">{t('user.dashboard.phone', { phone: maskPhone(user.phone) })}</Text>}
        </div>
      </Group>
    </Paper>
  );
}
