import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Who applied: the e-mail, with the uid under it. */
export function UserCell({ email, uid }: { email: string; uid: number | string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {email}
      </Text>
      <Text size="xs" c="dimmed">
        {t('console.common.uid', { uid })}
      </Text>
    </Stack>
  );
}
