import { Group, Pagination as MantinePagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const DEFAULT_PAGE_SIZE = 20;

export interface PaginationProps {
  page: number;
  total: number;
  pageSize?: number;
  onChange: (page: number) => void;
}

/** Previous, pages and next only; hidden when everything fits on one page. */
export function Pagination({ page, total, pageSize = DEFAULT_PAGE_SIZE, onChange }: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="center" my="md">
      <MantinePagination
        value={page}
        total={pages}
        onChange={onChange}
        withEdges={false}
        hideWithOnePage
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? t('common.previous_page') : t('common.next_page'),
        })}
      />
    </Group>
  );
}
