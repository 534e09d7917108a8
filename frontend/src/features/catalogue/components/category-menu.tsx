import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Menu.css';
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useGetCategoryTreeQuery } from '../api/catalogue-api';
import type { Category } from '../api/catalogue-types';
import { useLocalizedName } from '../localized';

/**
 * One category of the cascade: a plain item when it has no children, otherwise a submenu that
 * starts with an entry for the category itself (a category lists its descendants' goods too).
 * Submenus open to the inline end, so to the left in Arabic.
 */
function CategoryEntry({ category, onChoose }: { category: Category; onChoose: (id: number) => void }) {
  const { t } = useTranslation();
  const nameOf = useLocalizedName();
  const name = nameOf(category.names);
  const children = category.children;
  if (children.length === 0) {
    return (
      <Menu.Item
        onClick={() => {
          onChoose(category.id);
        }}
      >
        {name}
      </Menu.Item>
    );
  }
  return (
    <Menu.Sub>
      <Menu.Sub.Target>
        <Menu.Sub.Item>{name}</Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown aria-label={name}>
        <Menu.Item
          fw={600}
          onClick={() => {
            onChoose(category.id);
          }}
        >
          {t('catalogue.category_menu.all_in', { name })}
        </Menu.Item>
        <Menu.Divider />
        {children.map((child) => (
          <CategoryEntry key={child.id} category={child} onChoose={onChoose} />
        ))}
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}

/** Category cascade menu (3 levels from mall/category/all); a choice opens the list by categoryId. */
export function CategoryMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: categories = [], isFetching } = useGetCategoryTreeQuery();
  const choose = (id: number): void => {
    void navigate(paths.list.getHref({ categoryId: id }));
  };

  return (
    <Menu position="bottom-start" withinPortal width={220}>
      <Menu.Target>
        <Button variant="subtle" size="sm" rightSection={<span aria-hidden="true">▾</span>}>
          {t('catalogue.category_menu.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('catalogue.category_menu.label')}>
        {categories.map((category) => (
          <CategoryEntry key={category.id} category={category} onChoose={choose} />
        ))}
        {categories.length === 0 && (
          <Menu.Label>{isFetching ? t('app.loading') : t('catalogue.category_menu.empty')}</Menu.Label>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.categoryIndex.getHref()}>
          {t('catalogue.category_menu.all')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
