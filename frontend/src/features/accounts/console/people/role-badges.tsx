import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleLabel } from './people-labels';

/** A user's roles as badges; a shopper (no role) says so. */
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  if (roles.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('console.people.no_roles')}
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="wrap">
      {roles.map((role) => (
        <Badge key={role} variant="light" size="sm">
          {t(roleLabel(role))}
        </Badge>
      ))}
    </Group>
  );
}

/** Active or disabled. */
export function StandingBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={disabled ? 'red' : 'green'} variant="light" data-testid="standing">
      {disabled ? t('console.people.disabled') : t('console.people.active')}
    </Badge>
  );
}
