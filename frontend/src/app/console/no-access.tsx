import { Button, EmptyState, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Logged in, but without the role this screen needs. */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <EmptyState py={64} variant="light" color="red" data-testid="no-access">
      <EmptyState.Title order={1}>{t('console.no_access.title')}</EmptyState.Title>
      <EmptyState.Description>{t('console.no_access.body')}</EmptyState.Description>
      <EmptyState.Actions>
        <Group justify="center">
          <Button component={Link} to={paths.index.getHref()} variant="light">
            {t('console.no_access.back_to_shop')}
          </Button>
        </Group>
      </EmptyState.Actions>
    </EmptyState>
  );
}
