import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { useMerchantLink } from '@/features/shops/hooks/use-merchant-link';
import { hasConsoleRole } from '@/store/session/roles';
import { selectUser } from '@/store/session/session-slice';
import { useLogout } from '@/store/session/use-logout';

/** One account entry: a route, an outside link (the merchant's store) or an action. */
export type AccountEntry =
  | { key: string; label: string; to: string }
  | { key: string; label: string; href: string; onClick: () => void }
  | { key: string; label: string; onClick: () => void };

/**
 * What the account menu offers, shared by the header's menu and the phone menu: the user's own
 * entries (or log-in and sign-up for a guest), then the order links everybody gets.
 */
export function useAccountEntries(): { personal: AccountEntry[]; orders: AccountEntry[] } {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const logout = useLogout();
  const merchant = useMerchantLink();
  const personal: AccountEntry[] = user
    ? [
        { key: 'account', label: t('layout.account.my_account'), to: paths.user.getHref() },
        ...(merchant.href !== null
          ? [{ key: 'merchant', label: t('merchant.menu.enter_store'), href: merchant.href, onClick: merchant.followed }]
          : []),
        ...(hasConsoleRole(user) ? [{ key: 'console', label: t('layout.account.console'), to: paths.console.getHref() }] : []),
        { key: 'quit', label: t('layout.account.quit'), onClick: () => void logout() },
      ]
    : [
        { key: 'login', label: t('layout.account.login'), to: paths.login.getHref() },
        { key: 'signup', label: t('layout.account.create'), to: paths.signup.getHref() },
      ];
  const orders: AccountEntry[] = [
    { key: 'orders', label: t('layout.account.my_orders'), to: paths.userOrder.getHref() },
    { key: 'track', label: t('layout.account.track_order'), to: paths.orderTrack.getHref() },
    { key: 'wishlist', label: t('layout.account.my_wishlist'), to: paths.userWish.getHref() },
  ];
  return { personal, orders };
}
