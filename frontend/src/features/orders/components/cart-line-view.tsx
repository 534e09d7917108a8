import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productPath } from '@/app/routes';
import type { CartLine } from '../api/cart-types';
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

/** One cart line: image, name, SKU, price and total; `quantity` is a stepper or plain text. */
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
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="cart-line">
      <Image src={line.goods_info.cover_image} w={64} h={64} radius="sm" alt="" fit="cover" />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Anchor component={Link} to={productPath(line.shop_goods_id)} size="sm" fw={600} lineClamp={2} onClick={onNavigate}>
          {line.goods_info.name}
        </Anchor>
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
        <Text size="sm" fw={700} aria-label={t('cart.line.total')}>
          {formatMoney(lineTotal(line))}
        </Text>
        {actions}
      </Stack>
    </Group>
  );
}
