import { Button, Group, TextInput } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hoursParam } from './queue-age';
import { NO_FILTERS, type QueueFilters as Filters } from './use-queue-params';

export interface QueueFiltersProps {
  value: Filters;
  onChange: (filters: Filters) => void;
  /** What the search matches in this queue. */
  searchHint: string;
  /** Parses an amount typed in currency units into cents (null: not an amount); without it there are no amount filters. */
  amountToCents?: (text: string) => number | null;
}

type Problems = Partial<Record<'minAmount' | 'maxAmount' | 'age', string>>;

/**
 * The queue's search box and filters. They apply on submit (Enter or Apply), from the first
 * page; the view's query string keeps them.
 */
export function QueueFilters({ value, onChange, searchHint, amountToCents }: QueueFiltersProps) {
  const { t } = useTranslation();
  const [keywords, setKeywords] = useState(value.keywords);
  const [minAmount, setMinAmount] = useState(value.minAmount);
  const [maxAmount, setMaxAmount] = useState(value.maxAmount);
  const [age, setAge] = useState(value.minAgeHours === undefined ? '' : String(value.minAgeHours));
  const [problems, setProblems] = useState<Problems>({});
  const filtered = value.keywords !== '' || value.minAmount !== '' || value.maxAmount !== '' || value.minAgeHours !== undefined;

  const check = (): Problems => {
    const found: Problems = {};
    const cents = (text: string) => (text.trim() === '' ? undefined : amountToCents?.(text) ?? null);
    const min = cents(minAmount);
    const max = cents(maxAmount);
    if (min === null) found.minAmount = t('console.filters.amount_invalid');
    if (max === null) found.maxAmount = t('console.filters.amount_invalid');
    if (typeof min === 'number' && typeof max === 'number' && min > max) found.maxAmount = t('console.filters.max_below_min');
    if (age.trim() !== '' && hoursParam(age) === undefined) found.age = t('console.filters.hours_invalid');
    return found;
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    onChange({ keywords: keywords.trim(), minAmount: minAmount.trim(), maxAmount: maxAmount.trim(), minAgeHours: hoursParam(age) });
  };

  return (
    <form onSubmit={submit} noValidate role="search" aria-label={t('console.filters.label')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          label={t('console.filters.search')}
          description={searchHint}
          value={keywords}
          onChange={(event) => { setKeywords(event.currentTarget.value); }}
          style={{ flex: '1 1 220px' }}
        />
        {amountToCents && (
          <>
            <TextInput
              label={t('console.filters.min_amount')}
              inputMode="decimal"
              value={minAmount}
              error={problems.minAmount}
              onChange={(event) => { setMinAmount(event.currentTarget.value); }}
              style={{ flex: '1 1 120px' }}
            />
            <TextInput
              label={t('console.filters.max_amount')}
              inputMode="decimal"
              value={maxAmount}
              error={problems.maxAmount}
              onChange={(event) => { setMaxAmount(event.currentTarget.value); }}
              style={{ flex: '1 1 120px' }}
            />
          </>
        )}
        <TextInput
          label={t('console.filters.older_than')}
          inputMode="numeric"
          value={age}
          error={problems.age}
          onChange={(event) => { setAge(event.currentTarget.value); }}
          style={{ flex: '1 1 120px' }}
        />
        <Group gap="xs" style={{ flex: '0 0 auto' }}>
          <Button type="submit">{t('console.filters.apply')}</Button>
          {filtered && (
            <Button variant="default" onClick={() => { onChange(NO_FILTERS); }}>
              {t('console.filters.clear')}
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}
