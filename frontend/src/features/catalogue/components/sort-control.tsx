import { Chip, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GOODS_SORTS, isGoodsSort, type GoodsSort } from '../api/catalogue-types';

export function SortControl({ value, onChange }: { value: GoodsSort; onChange: (sort: GoodsSort) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const labels: Record<GoodsSort, string> = {
    default: t('catalogue.sort.default'),
    sales: t('catalogue.sort.sales'),
    price_asc: t('catalogue.sort.price_asc'),
    price_desc: t('catalogue.sort.price_desc'),
    new: t('catalogue.sort.new'),
  };
  return (
    <Group gap="xs" wrap="wrap">
      <Text id={labelId} size="sm" c="dimmed">
        {t('catalogue.sort.label')}
      </Text>
      {/* Chips wrap onto a second row on a phone, and unlike a segmented control's sliding
          pill they need no measuring before the list's first paint. */}
      <Chip.Group
        value={value}
        onChange={(next) => {
          if (isGoodsSort(next)) onChange(next);
        }}
      >
        <Group gap={4} wrap="wrap" role="radiogroup" aria-labelledby={labelId}>
          {GOODS_SORTS.map((sort) => (
            <Chip key={sort} value={sort} size="xs" icon={null}>
              {labels[sort]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Group>
  );
}
