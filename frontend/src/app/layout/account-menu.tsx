import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/routes';
import { useAppSelector } from '@/app/hooks';
import { useMerchantLink } from '@/features/shops/hooks/use-merchant-link';
import { hasConsoleRole } from '../session/roles';
import { selectUser } from '../session/session-slice';
import { useLogout } from '../session/use-logout';

export function AccountMenu() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const logout = useLogout();
  const merchant = useMerchantLink();

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="xs">
          {user ? user.nickname || user.email : t('layout.account.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {user ? (
          <>
            <Menu.Item component={Link} to={paths.user}>
              {t('layout.account.my_account')}
            </Menu.Item>
            {merchant.href !== null && (
              <Menu.Item
                component="a"
                href={merchant.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={merchant.followed}
              >
                {t('merchant.menu.enter_store')}
              </Menu.Item>
            )}
            {hasConsoleRole(user) && (
              <Menu.Item component={Link} to={paths.console}>
                {t('layout.account.console')}
              </Menu.Item>
            )}
            <Menu.Item onClick={() => void logout()}>{t('layout.account.quit')}</Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} to={paths.login}>
              {t('layout.account.login')}
            </Menu.Item>
            <Menu.Item component={Link} to={paths.signup}>
              {t('layout.account.create')}
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.userOrder}>
          {t('layout.account.my_orders')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.orderTrack}>
          {t('layout.account.track_order')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.userWish}>
          {t('layout.account.my_wishlist')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
