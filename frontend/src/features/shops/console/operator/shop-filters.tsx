import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_STATUSES, type ShopStatus } from './operator-shops-api';

const ALL = 'all';
const FILTER_VALUES: readonly (ShopStatus | typeof ALL)[] = [ALL, ...SHOP_STATUSES];

export interface ShopFiltersProps {
  keywords: string;
  status: ShopStatus | null;
  onSearch: (keywords: string) => void;
  onStatus: (status: ShopStatus | null) => void;
}

const STATUS_LABELS: Record<ShopStatus | typeof ALL, string> = {
  all: 'console.shops.status_all',
  active: 'console.shops.status_active',
  suspended: 'console.shops.status_suspended',
};

/** The shops list's search (applied on submit) and its standing filter (applied at once). */
export function ShopFilters({ keywords, status, onSearch, onStatus }: ShopFiltersProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(keywords);
  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form onSubmit={submit} noValidate role="search" aria-label={t('console.shops.search_label')} style={{ flex: '1 1 260px' }}>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            type="search"
            label={t('console.shops.search')}
            description={t('console.shops.search_hint')}
            value={typed}
            onChange={(event) => { setTyped(event.currentTarget.value); }}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="default">
            {t('console.shops.search_submit')}
          </Button>
        </Group>
      </form>
      <SegmentedControl
        aria-label={t('console.shops.status_label')}
        value={status ?? ALL}
        onChange={(value) => { onStatus(value === ALL ? null : value); }}
        data={FILTER_VALUES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))}
      />
    </Group>
  );
}
