import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Menu.css';
import { Avatar, Button, Menu, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useGetBrandsQuery } from '../api/catalogue-api';

/** Brand dropdown: choosing a brand opens the list filtered by brandId. */
export function BrandMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: brands = [], isFetching } = useGetBrandsQuery();

  return (
    <Menu position="bottom-start" withinPortal width={240}>
      <Menu.Target>
        <Button variant="subtle" size="sm" rightSection={<span aria-hidden="true">▾</span>}>
          {t('catalogue.brand_menu.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('catalogue.brand_menu.label')}>
        <Menu.Item component={Link} to={paths.brandIndex.getHref()}>
          {t('catalogue.brand_menu.all')}
        </Menu.Item>
        <Menu.Divider />
        {brands.length === 0 && (
          <Menu.Label>{isFetching ? t('app.loading') : t('catalogue.brand_menu.empty')}</Menu.Label>
        )}
        <ScrollArea.Autosize mah={360} type="auto">
          {brands.map((brand) => (
            <Menu.Item
              key={brand.id}
              leftSection={<Avatar src={brand.logo || null} size={20} radius="sm" alt="" />}
              onClick={() => void navigate(paths.list.getHref({ brandId: brand.id }))}
            >
              {brand.name}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
