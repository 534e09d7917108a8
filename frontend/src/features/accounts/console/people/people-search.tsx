import '@mantine/core/styles/Combobox.css';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GRANTABLE_ROLES, ROLE_LABELS } from './people-labels';

export interface PeopleFilters {
  keywords: string;
  role: string;
}

const ANY_ROLE = '';

/** The search box (e-mail, uid or name) and the role filter; they apply on submit, from page 1. */
export function PeopleSearch({ value, onChange }: { value: PeopleFilters; onChange: (filters: PeopleFilters) => void }) {
  const { t } = useTranslation();
  const [keywords, setKeywords] = useState(value.keywords);
  const [role, setRole] = useState(value.role);
  const filtered = value.keywords !== '' || value.role !== ANY_ROLE;

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onChange({ keywords: keywords.trim(), role });
  };

  return (
    <form onSubmit={submit} noValidate role="search" aria-label={t('console.filters.label')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          label={t('console.filters.search')}
          description={t('console.people.search_hint')}
          value={keywords}
          onChange={(event) => { setKeywords(event.currentTarget.value); }}
          style={{ flex: '1 1 220px' }}
        />
        <NativeSelect
          label={t('console.people.role_filter')}
          value={role}
          onChange={(event) => { setRole(event.currentTarget.value); }}
          data={[
            { value: ANY_ROLE, label: t('console.people.any_role') },
            ...GRANTABLE_ROLES.map((each) => ({ value: each, label: t(ROLE_LABELS[each]) })),
          ]}
          style={{ flex: '1 1 160px' }}
        />
        <Group gap="xs" style={{ flex: '0 0 auto' }}>
          <Button type="submit">{t('console.filters.apply')}</Button>
          {filtered && (
            <Button
              variant="default"
              onClick={() => {
                setKeywords('');
                setRole(ANY_ROLE);
                onChange({ keywords: '', role: ANY_ROLE });
              }}
            >
              {t('console.filters.clear')}
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}
