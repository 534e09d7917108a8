import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format';
import type { Brand } from '../api/catalogue-types';
import { hasFilters, hasWord, type ListFilters } from '../query-params';
import { EmptyResult } from './catalogue-states';

/** The active filters in words, in the panel's order: "Price from $10.00, Brand Acme, In stock only". */
function useFilterWords(filters: ListFilters, brands: readonly Brand[] | undefined): string[] {
  const { t, i18n } = useTranslation();
  // The filter's prices are whole units of the currency.
  const price = (units: number): string => formatMoney(units * 100, i18n.language);
  const words: string[] = [];
  if (filters.priceMin !== undefined) words.push(`${t('catalogue.filters.price_from')} ${price(filters.priceMin)}`);
  if (filters.priceMax !== undefined) words.push(`${t('catalogue.filters.price_to')} ${price(filters.priceMax)}`);
  if (filters.brandId !== undefined) {
    const brand = brands?.find((each) => each.id === filters.brandId)?.name ?? `#${filters.brandId}`;
    words.push(`${t('catalogue.filters.brand')} ${brand}`);
  }
  if (filters.minRating !== undefined) words.push(t('catalogue.filters.rating_at_least', { stars: filters.minRating }));
  if (filters.inStock) words.push(t('catalogue.filters.in_stock'));
  return words;
}

/**
 * What an empty list says: with filters on, the filters that emptied it and a way to clear them
 * (a keyword is not to blame then); otherwise what was searched, or that nothing is listed yet.
 */
export function ListEmpty({
  search,
  filters,
  brands,
  onClearFilters,
}: {
  search: string | undefined;
  filters: ListFilters;
  brands: readonly Brand[] | undefined;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const words = useFilterWords(filters, brands);
  if (hasFilters(filters)) {
    return (
      <EmptyResult
        title={t('catalogue.list.filtered_empty_title')}
        description={t('catalogue.list.filtered_empty_body', { filters: words.join(t('catalogue.list.filter_separator')) })}
        action={
          <Button variant="light" onClick={onClearFilters}>
            {t('catalogue.filters.clear')}
          </Button>
        }
      />
    );
  }
  if (search !== undefined) {
    return (
      <EmptyResult
        title={t('catalogue.list.no_results_title', { keywords: search })}
        description={hasWord(search) ? t('catalogue.list.empty_body') : t('catalogue.search.no_words')}
      />
    );
  }
  return <EmptyResult title={t('catalogue.list.empty_title')} description={t('catalogue.list.empty_body')} />;
}
