import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import { Button, Checkbox, Group, NumberInput, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetBrandsQuery } from '../api/catalogue-api';
import { hasFilters, NO_FILTERS, type ListFilters } from '../query-params';

const RATINGS = [4, 3, 2, 1];

/** The filters' fields: a draft until applied, so typing a price does not reload the list per keystroke. */
export function FilterForm({ value, onApply }: { value: ListFilters; onApply: (filters: ListFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ListFilters>(value);
  // A new URL (back button, a link) replaces the draft: remembered against the applied value.
  const valueKey = JSON.stringify(value);
  const [appliedKey, setAppliedKey] = useState(valueKey);
  if (appliedKey !== valueKey) {
    setAppliedKey(valueKey);
    setDraft(value);
  }
  const { data: brands } = useGetBrandsQuery();
  const set = (changes: Partial<ListFilters>): void => {
    setDraft((current) => ({ ...current, ...changes }));
  };
  const price = (input: string | number): number | undefined =>
    typeof input === 'number' && Number.isFinite(input) ? Math.max(0, Math.floor(input)) : undefined;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <Stack gap="sm">
        <Group grow gap="xs" wrap="nowrap">
          <NumberInput
            label={t('catalogue.filters.price_from')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={draft.priceMin ?? ''}
            onChange={(input) => {
              set({ priceMin: price(input) });
            }}
          />
          <NumberInput
            label={t('catalogue.filters.price_to')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={draft.priceMax ?? ''}
            onChange={(input) => {
              set({ priceMax: price(input) });
            }}
          />
        </Group>
        <Select
          label={t('catalogue.filters.brand')}
          placeholder={t('catalogue.filters.any_brand')}
          data={(brands ?? []).map((brand) => ({ value: String(brand.id), label: brand.name }))}
          value={draft.brandId === undefined ? null : String(draft.brandId)}
          onChange={(id) => {
            set({ brandId: id === null ? undefined : Number(id) });
          }}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('catalogue.filters.rating')}
          placeholder={t('catalogue.filters.any_rating')}
          data={RATINGS.map((stars) => ({
            value: String(stars),
            label: t('catalogue.filters.rating_at_least', { stars }),
          }))}
          value={draft.minRating === undefined ? null : String(draft.minRating)}
          onChange={(stars) => {
            set({ minRating: stars === null ? undefined : Number(stars) });
          }}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Checkbox
          label={t('catalogue.filters.in_stock')}
          checked={draft.inStock}
          onChange={(event) => {
            set({ inStock: event.currentTarget.checked });
          }}
        />
        <Group gap="xs" wrap="wrap">
          <Button type="submit">{t('catalogue.filters.apply')}</Button>
          <Button
            variant="subtle"
            disabled={!hasFilters(draft) && !hasFilters(value)}
            onClick={() => {
              setDraft(NO_FILTERS);
              onApply(NO_FILTERS);
            }}
          >
            {t('catalogue.filters.clear')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
