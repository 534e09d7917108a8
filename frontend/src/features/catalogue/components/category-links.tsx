import '@mantine/core/styles/NavLink.css';
import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useGetCategoryTreeQuery } from '../api/catalogue-api';
import type { Category } from '../api/catalogue-types';
import { useLocalizedName } from '../localized';

/**
 * One category as a link, or, with children, a fold that opens on tap and starts with an entry
 * for the category itself (the phone menu's version of the category cascade).
 */
function CategoryLink({ category }: { category: Category }) {
  const { t } = useTranslation();
  const nameOf = useLocalizedName();
  const name = nameOf(category.names);
  const children = category.children;
  if (children.length === 0) {
    return <NavLink component={Link} to={paths.list.getHref({ categoryId: category.id })} label={name} />;
  }
  return (
    <NavLink label={name} childrenOffset="md">
      <NavLink
        component={Link}
        to={paths.list.getHref({ categoryId: category.id })}
        label={t('catalogue.category_menu.all_in', { name })}
        fw={600}
      />
      {children.map((child) => (
        <CategoryLink key={child.id} category={child} />
      ))}
    </NavLink>
  );
}

/** The category tree as folding links, then "All categories" (the phone menu). */
export function CategoryLinks() {
  const { t } = useTranslation();
  const { data: categories = [] } = useGetCategoryTreeQuery();
  return (
    <>
      {categories.map((category) => (
        <CategoryLink key={category.id} category={category} />
      ))}
      <NavLink component={Link} to={paths.categoryIndex.getHref()} label={t('catalogue.category_menu.all')} />
    </>
  );
}
