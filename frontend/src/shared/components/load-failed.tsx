import { Button, EmptyState } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-types';

/** A screen's data could not be loaded: says so in place, with the server's reason and a retry. */
export function LoadFailed({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const reason = isApiError(error) ? error.message : '';
  return (
    <EmptyState py="xl" variant="light" color="red" role="alert">
      <EmptyState.Title order={2}>{t('common.load_error.title')}</EmptyState.Title>
      <EmptyState.Description>{reason || t('common.load_error.body')}</EmptyState.Description>
      <EmptyState.Actions>
        <Button variant="light" onClick={onRetry}>
          {t('common.load_error.retry')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
