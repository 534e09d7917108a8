import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_GOODS, isGoodsStatus, type GoodsStatusChoice } from './goods-types';
// SegmentedControl's selected pill is a FloatingIndicator: without its styles (top/left 0) the
// pill starts from the control's padding and lands about 4 px off the chosen label.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';

export interface GoodsFiltersProps {
  keywords: string;
  status: GoodsStatusChoice;
  onChange: (keywords: string, status: GoodsStatusChoice) => void;
}

/** The product list's search (applied on Enter or Search) and its on/off-sale filter (applied at once). */
export function GoodsFilters({ keywords, status, onChange }: GoodsFiltersProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(keywords);
  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onChange(typed.trim(), status);
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" mb="md">
      <form onSubmit={submit} role="search" aria-label={t('console.goods.list.search_label')} style={{ flex: '1 1 260px' }}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            type="search"
            label={t('console.goods.list.search')}
            placeholder={t('console.goods.list.search_hint')}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
            }}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="default">
            {t('console.goods.list.search_submit')}
          </Button>
        </Group>
      </form>
      {/* Full width on a phone, where a long label shortens rather than pushing the page sideways. */}
      <SegmentedControl
        fullWidth
        style={{ flex: '1 1 260px', maxWidth: '100%' }}
        aria-label={t('console.goods.list.status_label')}
        value={status}
        onChange={(next) => {
          onChange(keywords, isGoodsStatus(next) ? next : ALL_GOODS);
        }}
        data={[
          { value: ALL_GOODS, label: t('console.goods.list.status_all') },
          { value: 'on_sale', label: t('console.goods.list.status_on_sale') },
          { value: 'off_sale', label: t('console.goods.list.status_off_sale') },
        ]}
      />
    </Group>
  );
}
