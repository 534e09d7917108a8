import { ActionIcon, Indicator } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isRouteHandle } from '@/config/route-meta';
import { useAppSelector } from '@/store/hooks';
import { useCart } from '../hooks/use-cart';
import { cartItemCount } from '../spec-info';
import { useAfterFirstPaint } from '@/shared/after-first-paint';
import { notify } from '@/shared/notify';
import { selectUser } from '@/store/session/session-slice';
import { cartOpenAction } from '../cart-open-rules';
import { CartIcon } from './cart-icon';

// The drawer, its dialog and their styles load on the first opening, not with the home page.
const CartDrawer = lazy(async () => ({ default: (await import('./cart-drawer')).CartDrawer }));

/** The header's cart icon with the item count; it opens the cart drawer (spec section 2). */
export function HeaderCart() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const location = useLocation();
  const routeName = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.name;
  // The count is asked for after the page's first paint: a call started before it would sit
  // between the screen's code and its largest picture on a slow link.
  const cart = useCart({ skip: !useAfterFirstPaint() });
  const count = cartItemCount(cart.data);
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);

  const open = (): void => {
    switch (cartOpenAction(routeName, user !== null)) {
      case 'none':
        return;
      case 'login':
        notify('warning', t('index.login_tip'));
        void navigate(paths.login.getHref(location.pathname + location.search));
        return;
      case 'navigate':
        void navigate(paths.cart.getHref());
        return;
      case 'drawer':
        setMounted(true);
        setOpened(true);
        try {
          void cart.refetch();
        } catch {
          // The count's call has not started yet (it waits for the first paint, and a click can
          // come between that render and its effects): the drawer's own call asks for the cart.
        }
    }
  };

  return (
    <>
      <Indicator label={count} size={18} disabled={count === 0} color="orange" offset={4} data-testid="cart-count">
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          onClick={open}
          aria-label={t('cart.header.label', { count })}
        >
          <CartIcon />
        </ActionIcon>
      </Indicator>
      {mounted && (
        <Suspense fallback={null}>
          <CartDrawer
            opened={opened}
            onClose={() => {
              setOpened(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
