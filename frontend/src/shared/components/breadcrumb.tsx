import '@mantine/core/styles/Breadcrumbs.css';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface BreadcrumbItem {
  label: string;
  to?: string;
}

/** The storefront's home page (`paths.index` in src/config/paths.ts), the first crumb of every trail. */
const HOME_PATH = '/';

/** Always starts with home; the last item is the current page and is not a link. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation();
  const all: BreadcrumbItem[] = [{ label: t('common.home'), to: HOME_PATH }, ...items];
  return (
    <Breadcrumbs aria-label={t('common.breadcrumb')} my="md">
      {all.map((item, index) =>
        item.to && index < all.length - 1 ? (
          <Anchor component={Link} to={item.to} key={`${item.label}-${index}`} size="sm">
            <bdi>{item.label}</bdi>
          </Anchor>
        ) : (
          <Text key={`${item.label}-${index}`} size="sm" aria-current="page">
            <bdi>{item.label}</bdi>
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
}
