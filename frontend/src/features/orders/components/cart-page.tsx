import '@mantine/core/styles/NumberInput.css';
import '../cart-styles';
import { Button, Center, Container, EmptyState, Group, Loader, Modal, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/shared/api/api-types';
import { useEmptyCartMutation, useUpdateCartLineMutation } from '../api/cart-api';
import { CART_MAX_QUANTITY, isAvailable, type CartLine } from '../api/cart-types';
import { groupByShop } from '../spec-info';
import { useCart } from '../hooks/use-cart';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatMoney } from '@/shared/format';
import { notify } from '@/shared/notify';
import { CartLineView, CheckoutButton, UnavailableHint } from './cart-line-view';
import { RemoveLineDialog } from './remove-line-dialog';

function showFailure(error: unknown): void {
  if (isApiError(error) && error.kind !== 'NotLogin') notify('error', error.message);
}

function QuantityStepper({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const [update, updating] = useUpdateCartLineMutation();
  const max = Math.max(1, Math.min(line.stock > 0 ? line.stock : line.num, CART_MAX_QUANTITY));
  return (
    <NumberInput
      size="xs"
      w={96}
      min={1}
      max={max}
      value={line.num}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      disabled={updating.isLoading}
      aria-label={t('cart.line.quantity_label', { name: line.goods_info.name })}
      onChange={(value) => {
        if (typeof value !== 'number' || value < 1 || value === line.num) return;
        void update({ shop_goods_id: line.shop_goods_id, sku_id: line.sku_id, num: value }).then((answer) => {
          if (answer.error !== undefined) showFailure(answer.error);
        });
      }}
    />
  );
}

/** The cart screen (route cart): lines by shop with quantity steppers, removal, empty cart, subtotal. */
export function CartPage() {
  const { t } = useTranslation();
  const { data: cart, isLoading, isError, error, refetch } = useCart();
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const [emptyCart, emptying] = useEmptyCartMutation();

  const empty = async (): Promise<void> => {
    const answer = await emptyCart();
    setConfirmEmpty(false);
    if (answer.error === undefined) notify('success', t('cart.page.emptied'));
    else showFailure(answer.error);
  };

  let body;
  if (isLoading) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (isError || !cart) {
    body = <LoadFailed error={error} onRetry={() => void refetch()} />;
  } else if (cart.list.length === 0) {
    body = (
      <EmptyState py="xl">
        <EmptyState.Title order={2}>{t('cart.empty.title')}</EmptyState.Title>
        <EmptyState.Description>{t('cart.empty.body')}</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={paths.index.getHref()}>
            {t('cart.empty.continue')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  } else {
    body = (
      <Stack gap="md">
        {groupByShop(cart.list).map((group) => (
          <Paper key={group.shopId} withBorder p="md" radius="md" component="section" aria-label={group.shopName}>
            <Text fw={700} mb="sm">
              {group.shopName}
            </Text>
            <Stack gap="md">
              {group.lines.map((line) => (
                <CartLineView
                  key={`${line.shop_goods_id}-${line.sku_id}`}
                  line={line}
                  quantity={isAvailable(line) ? <QuantityStepper line={line} /> : undefined}
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
          </Paper>
        ))}
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" wrap="wrap">
            <Button
              variant="subtle"
              color="red"
              onClick={() => {
                setConfirmEmpty(true);
              }}
            >
              {t('cart.page.empty_action')}
            </Button>
            <Group gap="md">
              <Text fw={600}>
                {t('cart.subtotal')}{' '}
                <Text component="span" fw={700} c="orange.8" data-testid="cart-subtotal">
                  {formatMoney(cart.amount)}
                </Text>
              </Text>
              <CheckoutButton blocked={!cart.list.every(isAvailable)} label={t('cart.page.checkout')} />
            </Group>
          </Group>
          <UnavailableHint lines={cart.list} />
        </Paper>
      </Stack>
    );
  }

  return (
    <Container size="lg" py="md">
      <Breadcrumb items={[{ label: t('cart.page.title') }]} />
      <Title order={1} size="h2" mb="md">
        {t('cart.page.title')}
      </Title>
      {body}
      <RemoveLineDialog
        line={removing}
        onClose={() => {
          setRemoving(null);
        }}
      />
      <Modal
        opened={confirmEmpty}
        onClose={() => {
          setConfirmEmpty(false);
        }}
        title={t('cart.page.empty_title')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('cart.page.empty_question')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setConfirmEmpty(false);
              }}
            >
              {t('cart.remove.cancel')}
            </Button>
            <Button color="red" loading={emptying.isLoading} onClick={() => void empty()}>
              {t('cart.page.empty_confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
