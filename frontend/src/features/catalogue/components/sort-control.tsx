import { Group, SegmentedControl, Text } from '@mantine/core';
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
      <SegmentedControl
        size="xs"
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => {
          if (isGoodsSort(next)) onChange(next);
        }}
        data={GOODS_SORTS.map((sort) => ({ value: sort, label: labels[sort] }))}
        // Five labels are wider than a phone: they wrap onto a second row (the pill follows).
        styles={{ root: { flexWrap: 'wrap', maxWidth: '100%' } }}
      />
    </Group>
  );
}
