import './structure-styles';
import { Avatar, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedDataTable } from '@/shared/components/paged-table';
import { pageParam } from '@/shared/query-params';
import { BrandFormModal, type BrandEditing } from './brand-form-modal';
import { useGetConsoleBrandsQuery, type ConsoleBrand } from './structure-api';

/** The search box: applied on Enter or Search, kept in the query string. */
function BrandSearch({ keywords, onSearch }: { keywords: string; onSearch: (keywords: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(keywords);
  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('console.structure.brand_search_label')}>
      <Group align="flex-end" gap="xs" wrap="nowrap" mb="md">
        <TextInput
          type="search"
          label={t('console.structure.brand_search')}
          placeholder={t('console.structure.brand_search_hint')}
          value={typed}
          onChange={(event) => { setTyped(event.currentTarget.value); }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" variant="default">
          {t('console.structure.search')}
        </Button>
      </Group>
    </form>
  );
}

/** console/brand/*: every brand, hidden ones included, searched and paged; add or edit one. */
export function BrandListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keywords = params.get('keywords')?.trim() ?? '';
  const page = pageParam(params.get('page'));
  const result = useGetConsoleBrandsQuery({ keywords, page }, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<BrandEditing | null>(null);
  const show = (nextKeywords: string, nextPage = 1): void => {
    const query: Record<string, string> = {};
    if (nextKeywords) query.keywords = nextKeywords;
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          {t('console.structure.brands_title')}
        </Title>
        <Button onClick={() => { setEditing({ kind: 'new' }); }}>{t('console.structure.add_brand')}</Button>
      </Group>
      <Paper withBorder p="md">
        <BrandSearch key={keywords} keywords={keywords} onSearch={(next) => { show(next); }} />
        <PagedDataTable<ConsoleBrand>
          result={result}
          page={page}
          onPageChange={(next) => { show(keywords, next); }}
          label={t('console.structure.brands_title')}
          emptyText={keywords ? t('console.structure.no_brands_found') : t('console.structure.no_brands')}
          rowKey={(brand) => brand.brand_id}
          columns={[
            {
              key: 'brand',
              header: t('console.structure.column_brand'),
              role: 'title',
              cell: (brand) => (
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={brand.logo_url} size={36} radius="sm" alt="" />
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    <bdi>{brand.name}</bdi>
                  </Text>
                </Group>
              ),
            },
            { key: 'id', header: t('console.structure.column_id'), nowrap: true, cell: (brand) => brand.brand_id },
            {
              key: 'visible',
              header: t('console.structure.column_visible'),
              cell: (brand) => (
                <Badge color={brand.visible ? 'green' : 'gray'} variant="light">
                  {brand.visible ? t('console.structure.shown') : t('console.structure.hidden')}
                </Badge>
              ),
            },
            {
              key: 'action',
              header: t('console.column.action'),
              role: 'actions',
              nowrap: true,
              cell: (brand) => (
                <Button size="compact-sm" variant="light" onClick={() => { setEditing({ kind: 'edit', brand }); }} aria-label={t('console.structure.edit_of', { name: brand.name })}>
                  {t('console.structure.edit')}
                </Button>
              ),
            },
          ]}
        />
      </Paper>
      <BrandFormModal editing={editing} onClose={() => { setEditing(null); }} />
    </Stack>
  );
}
