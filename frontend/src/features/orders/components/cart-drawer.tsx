import '../cart-styles';
import { Button, Divider, Drawer, EmptyState, Group, ScrollArea, Stack, Text, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isAvailable, type CartLine } from '../api/cart-types';
import { useCart } from '../hooks/use-cart';
import { formatMoney } from '@/shared/format';
import { PHONE_QUERY, cartDrawerSize, drawerSide } from '../cart-open-rules';
import { CartLineView, CheckoutButton, UnavailableHint } from './cart-line-view';
import { RemoveLineDialog } from './remove-line-dialog';

/** The cart drawer (spec section 2): lines, subtotal, Show cart and Show checkout, or an empty state. */
export function CartDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const { data: cart } = useCart();
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const lines = cart?.list ?? [];
  // Read at once (not after a first render), so the drawer never slides in at the wrong width.
  const onPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        position={drawerSide(dir)}
        size={cartDrawerSize(onPhone)}
        title={t('cart.drawer.title')}
        data-testid="cart-drawer"
        data-side={drawerSide(dir)}
        styles={{ content: { minWidth: onPhone ? undefined : 320 } }}
      >
        {lines.length === 0 ? (
          <EmptyState py="xl">
            <EmptyState.Title order={2}>{t('cart.empty.title')}</EmptyState.Title>
            <EmptyState.Description>{t('cart.empty.body')}</EmptyState.Description>
            <EmptyState.Actions>
              <Button component={Link} to={paths.index.getHref()} onClick={onClose}>
                {t('cart.empty.continue')}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <Stack gap="md">
            <ScrollArea.Autosize mah="calc(100vh - 220px)">
              <Stack gap="sm">
                {lines.map((line) => (
                  <CartLineView
                    key={`${line.shop_goods_id}-${line.sku_id}`}
                    line={line}
                    onNavigate={onClose}
                    actions={
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() => {
                          setRemoving(line);
                        }}
                        aria-label={t('cart.remove.label', { name: line.goods_info.name })}
                      >
                        {t('cart.remove.action')}
                      </Button>
                    }
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
            <Divider />
            <Group justify="space-between">
              <Text fw={600}>{t('cart.subtotal')}</Text>
              <Text fw={700} data-testid="cart-subtotal">
                {formatMoney(cart?.amount)}
              </Text>
            </Group>
            <Group grow>
              <Button variant="default" component={Link} to={paths.cart.getHref()} onClick={onClose}>
                {t('cart.drawer.show_cart')}
              </Button>
              <CheckoutButton blocked={!lines.every(isAvailable)} label={t('cart.drawer.show_checkout')} onClick={onClose} />
            </Group>
            <UnavailableHint lines={lines} />
          </Stack>
        )}
      </Drawer>
      <RemoveLineDialog
        line={removing}
        onClose={() => {
          setRemoving(null);
        }}
      />
    </>
  );
}
