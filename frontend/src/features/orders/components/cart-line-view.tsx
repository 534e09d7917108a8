import { Anchor, Badge, Button, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isAvailable, type CartLine } from '../api/cart-types';
import { lineTotal, specInfoOf } from '../spec-info';
import { formatMoney } from '@/shared/format';

/** The chosen SKU as "Color: Red · Size: L". */
export function SpecInfo({ propsDesc }: { propsDesc: string }) {
  const pairs = specInfoOf(propsDesc);
  if (pairs.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="spec-info">
      {pairs.map((pair) => `${pair.label}: ${pair.value}`).join(' · ')}
    </Text>
  );
}

/**
 * One cart line: image, name, SKU, price and total; `quantity` is a stepper or plain text. A line
 * whose product went off sale is marked unavailable, greyed and left out of the amount.
 */
export function CartLineView({
  line,
  quantity,
  actions,
  onNavigate,
}: {
  line: CartLine;
  quantity?: ReactNode;
  actions?: ReactNode;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const available = isAvailable(line);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="cart-line" data-available={available}>
      <Image
        src={line.goods_info.cover_image}
        w={64}
        h={64}
        radius="sm"
        alt=""
        fit="cover"
        style={available ? undefined : { filter: 'grayscale(1)', opacity: 0.6 }}
      />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Anchor component={Link} to={paths.product.getHref(line.shop_goods_id)} size="sm" fw={600} lineClamp={2} onClick={onNavigate}>
          <bdi>{line.goods_info.name}</bdi>
        </Anchor>
        {!available && (
          <Group gap={6} wrap="wrap">
            <Badge color="gray" variant="filled" size="sm">
              {t('cart.line.unavailable')}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('cart.line.unavailable_hint')}
            </Text>
          </Group>
        )}
        <SpecInfo propsDesc={line.props_desc} />
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{formatMoney(line.price)}</Text>
          {quantity ?? (
            <Text size="sm" c="dimmed">
              {t('cart.line.times', { count: line.num })}
            </Text>
          )}
        </Group>
      </Stack>
      <Stack gap={4} align="flex-end">
        <Text size="sm" fw={700} aria-label={t('cart.line.total')} td={available ? undefined : 'line-through'} c={available ? undefined : 'dimmed'}>
          {formatMoney(lineTotal(line))}
        </Text>
        {actions}
      </Stack>
    </Group>
  );
}

/**
 * The way to checkout, closed while the cart holds a line that went off sale: checkout takes the
 * whole cart, and the server refuses one with such a line.
 */
export function CheckoutButton({ blocked, label, onClick }: { blocked: boolean; label: string; onClick?: () => void }) {
  if (blocked) return <Button disabled>{label}</Button>;
  return (
    <Button component={Link} to={paths.cartCheckout.getHref()} onClick={onClick}>
      {label}
    </Button>
  );
}

/** Says why checkout is closed: the unavailable lines have to go first. */
export function UnavailableHint({ lines }: { lines: CartLine[] }) {
  const { t } = useTranslation();
  if (lines.every(isAvailable)) return null;
  return (
    <Text size="sm" c="red.8" mt="sm" role="status" data-testid="cart-unavailable-hint">
      {t('cart.line.unavailable_checkout')}
    </Text>
  );
}
