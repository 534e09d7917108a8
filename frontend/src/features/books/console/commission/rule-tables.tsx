import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/shared/components/data-table';
import { Section } from '@/shared/components/section';
import { formatDateTime } from '@/shared/format';
import { categoryOptions, formatPercent, localizedName } from './commission-rules';
import type { CategoryRate, CommissionRules, RuleScope, ShopRate } from './commission-types';
import type { RuleEdit } from './rule-edit';

interface RuleRow {
  key: number;
  label: string;
  percent: string;
  setTime: number;
}

function RuleList({ scope, rows, onEdit }: { scope: Exclude<RuleScope, 'default'>; rows: RuleRow[]; onEdit: (edit: RuleEdit) => void }) {
  const { t, i18n } = useTranslation();
  const edit = (row: RuleRow, mode: RuleEdit['mode']) => {
    onEdit({ scope, mode, targetId: row.key, targetLabel: row.label, percent: row.percent });
  };
  return (
    <Stack gap="sm">
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {scope === 'category' ? t('console.commission.no_category_rules') : t('console.commission.no_shop_rules')}
        </Text>
      ) : (
        <DataTable
          items={rows}
          label={scope === 'category' ? t('console.commission.category_rules') : t('console.commission.shop_rules')}
          rowKey={(row) => row.key}
          columns={[
            {
              key: 'target',
              header: scope === 'category' ? t('console.commission.category') : t('console.commission.shop'),
              cell: (row) => row.label,
              role: 'title',
            },
            { key: 'percent', header: t('console.commission.rate'), cell: (row) => formatPercent(row.percent, i18n.language), nowrap: true },
            { key: 'set', header: t('console.commission.set_time'), cell: (row) => formatDateTime(row.setTime), nowrap: true },
            {
              key: 'actions',
              header: t('console.commission.actions'),
              role: 'actions',
              cell: (row) => (
                <Group gap="xs" wrap="wrap">
                  <Button size="compact-sm" variant="light" onClick={() => { edit(row, 'set'); }} aria-label={t('console.commission.edit_of', { target: row.label })}>
                    {t('console.commission.edit')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => { edit(row, 'remove'); }}
                    aria-label={t('console.commission.remove_of', { target: row.label })}
                  >
                    {t('console.commission.remove')}
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      )}
      <Group>
        <Button variant="light" onClick={() => { onEdit({ scope, mode: 'set' }); }}>
          {scope === 'category' ? t('console.commission.add_category') : t('console.commission.add_shop')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The category rules, each named by its whole path (a rate covers its subtree). */
export function CategoryRules({ rules, onEdit }: { rules: CommissionRules; onEdit: (edit: RuleEdit) => void }) {
  const { t, i18n } = useTranslation();
  const paths = useMemo(() => {
    const options = categoryOptions(rules.tree, (names) => localizedName(names, i18n.language));
    return new Map(options.map((option) => [Number(option.value), option.label]));
  }, [rules.tree, i18n.language]);
  const rows = rules.categories.map((rate: CategoryRate) => ({
    key: rate.category_id,
    label: paths.get(rate.category_id) ?? localizedName(rate.names, i18n.language),
    percent: rate.percent,
    setTime: rate.set_time,
  }));
  return (
    <Section title={t('console.commission.category_rules')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('console.commission.category_hint')}
      </Text>
      <RuleList scope="category" rows={rows} onEdit={onEdit} />
    </Section>
  );
}

/** The shop rules: a shop's own rate beats every category's and the default. */
export function ShopRules({ rules, onEdit }: { rules: CommissionRules; onEdit: (edit: RuleEdit) => void }) {
  const { t } = useTranslation();
  const rows = rules.shops.map((rate: ShopRate) => ({
    key: rate.shop_id,
    label: t('console.commission.shop_label', { name: rate.name, id: rate.shop_id }),
    percent: rate.percent,
    setTime: rate.set_time,
  }));
  return (
    <Section title={t('console.commission.shop_rules')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('console.commission.shop_hint')}
      </Text>
      <RuleList scope="shop" rows={rows} onEdit={onEdit} />
    </Section>
  );
}
