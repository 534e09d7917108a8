import { Button, EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

function Glyph({ children }: { children: string }) {
  return (
    <span aria-hidden="true" style={{ fontSize: 28, lineHeight: 1 }}>
      {children}
    </span>
  );
}

/** Nothing matched: said plainly, with a way on (home unless `action` says otherwise; null for none). */
export function EmptyResult({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode | null;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      py="xl"
      variant="light"
      icon={<Glyph>⌕</Glyph>}
      data-testid="empty-result"
    >
      <EmptyState.Title order={2}>{title}</EmptyState.Title>
      {description && <EmptyState.Description>{description}</EmptyState.Description>}
      {action !== null && (
        <EmptyState.Actions>
          {action ?? (
            <Button component={Link} to={paths.index.getHref()} variant="light">
              {t('errors.not_found.back_home')}
            </Button>
          )}
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}

/** An unknown product or shop id (code 103). */
export function NotFoundState({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      py={64}
      variant="light"
      icon={<Glyph>?</Glyph>}
      data-testid="not-found-state"
    >
      <EmptyState.Title order={1}>{title}</EmptyState.Title>
      <EmptyState.Description>{t('catalogue.not_found.body')}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to={paths.index.getHref()}>
          {t('errors.not_found.back_home')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** A failed load (network or server), with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      py="xl"
      variant="light"
      color="red"
      icon={<Glyph>!</Glyph>}
      role="alert"
    >
      <EmptyState.Title order={2}>{t('catalogue.error.title')}</EmptyState.Title>
      <EmptyState.Description>{t('catalogue.error.body')}</EmptyState.Description>
      <EmptyState.Actions>
        <Button variant="light" onClick={onRetry}>
          {t('catalogue.error.retry')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
