import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListFilters } from '../query-params';
import { FilterForm } from './list-filter-form';

/** The filters on a phone: a full-screen sheet from the bottom. */
export function FilterDrawer({
  opened,
  onClose,
  value,
  onApply,
}: {
  opened: boolean;
  onClose: () => void;
  value: ListFilters;
  onApply: (filters: ListFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} title={t('catalogue.filters.title')} size="100%" position="bottom">
      <FilterForm value={value} onApply={onApply} />
    </Drawer>
  );
}
