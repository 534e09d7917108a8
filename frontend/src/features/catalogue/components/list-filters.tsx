import { Button, Paper, Skeleton, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFilters } from '../query-params';

// The fields (number inputs, a select, its popover) are a chunk of their own: a phone fetches
// them when the shopper opens the filters, a desktop right after the list's own code.
const FilterForm = lazy(async () => ({ default: (await import('./list-filter-form')).FilterForm }));
const FilterDrawer = lazy(async () => ({ default: (await import('./list-filter-drawer')).FilterDrawer }));

// About the form's height, held while its code arrives so nothing below it moves.
const FORM_HEIGHT_PX = 316;

interface ListFiltersProps {
  value: ListFilters;
  onChange: (filters: ListFilters) => void;
}

/** The list's filters: a sidebar panel on a desktop, a drawer opened by a button on a phone. */
export function ListFiltersPanel({ value, onChange }: ListFiltersProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, false, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const apply = (filters: ListFilters): void => {
    setOpened(false);
    onChange(filters);
  };
  if (wide) {
    return (
      <Paper withBorder p="sm" radius="md" component="section" aria-label={t('catalogue.filters.title')}>
        <Title order={2} size="h5" mb="xs">
          {t('catalogue.filters.title')}
        </Title>
        <Suspense fallback={<Skeleton h={FORM_HEIGHT_PX} />}>
          <FilterForm value={value} onApply={apply} />
        </Suspense>
      </Paper>
    );
  }
  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
        data-testid="open-filters"
      >
        {t('catalogue.filters.open')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <FilterDrawer
            opened={opened}
            onClose={() => {
              setOpened(false);
            }}
            value={value}
            onApply={apply}
          />
        </Suspense>
      )}
    </>
  );
}
