import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchCommissionShopsQuery } from './commission-api';
import { categoryOptions, localizedName } from './commission-rules';
import type { ShopChoice, TreeCategory } from './commission-types';

interface PickProps {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/** Any category of the tree (hidden ones too), found by typing part of its path. */
export function CategoryPick({ tree, value, onChange, error }: PickProps & { tree: readonly TreeCategory[] }) {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => categoryOptions(tree, (names) => localizedName(names, i18n.language)), [tree, i18n.language]);
  return (
    <Select
      label={t('console.commission.category')}
      description={t('console.commission.category_pick_hint')}
      placeholder={t('console.commission.category_placeholder')}
      data={options}
      value={value || null}
      onChange={(picked) => { onChange(picked ?? ''); }}
      searchable
      withAsterisk
      maxDropdownHeight={280}
      nothingFoundMessage={t('console.commission.nothing_found')}
      error={error}
    />
  );
}

const SEARCH_PAUSE_MS = 300;

function shopLabel(shop: ShopChoice): string {
  return `${shop.name} · #${shop.shop_id}`;
}

/** A shop, searched by name on the storefront's shop list as the operator types. */
export function ShopPick({ value, onChange, error }: PickProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ShopChoice | null>(null);
  const [keywords] = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const searching = keywords !== '' && (chosen === null || keywords !== shopLabel(chosen));
  const found = useSearchCommissionShopsQuery(keywords, { skip: !searching });
  const shops = [...(chosen ? [chosen] : []), ...(found.data ?? []).filter((shop) => shop.shop_id !== chosen?.shop_id)];
  return (
    <Select
      label={t('console.commission.shop')}
      description={t('console.commission.shop_pick_hint')}
      placeholder={t('console.commission.shop_placeholder')}
      data={shops.map((shop) => ({ value: String(shop.shop_id), label: shopLabel(shop) }))}
      value={value || null}
      onChange={(picked) => {
        setChosen(shops.find((shop) => String(shop.shop_id) === picked) ?? null);
        onChange(picked ?? '');
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has matched the name already: show what it found as it is.
      filter={({ options }) => options}
      withAsterisk
      nothingFoundMessage={searching && !found.isFetching ? t('console.commission.no_shop_found') : undefined}
      error={error}
    />
  );
}
