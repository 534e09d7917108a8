import { Divider, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cartReasonText } from './cart-adjustments';
import { formatMoney } from '@/shared/format';
import type { CheckoutShop } from '../api/order-types';
import { CheckoutLine } from './order-line-view';

/** The server keeps at most 500 characters of a note. */
export const REMARK_MAX_LENGTH = 500;

export function Amount({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: number;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} data-testid={testId}>
        {formatMoney(value)}
      </Text>
    </Group>
  );
}

/** One shop's lines (unbuyable ones marked with the reason), its amounts and its own note. */
export function ShopBlock({
  block,
  remark,
  onRemarkChange,
}: {
  block: CheckoutShop;
  /** Null once the orders are placed: the note can no longer change. */
  remark: string | null;
  onRemarkChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={block.shop.name} data-testid="checkout-shop">
      <Text fw={700} mb="sm">
        <bdi>{block.shop.name}</bdi>
      </Text>
      <Stack gap="sm">
        {block.lines.map((line) => (
          <CheckoutLine
            key={`${line.shop_goods_id}-${line.sku_id}`}
            name={line.goods_info.name}
            image={line.goods_info.cover_image}
            propsDesc={line.props_desc}
            price={line.price}
            num={line.num}
            total={line.total}
            problem={line.unavailable_reason ? cartReasonText(t, line.unavailable_reason) : null}
          />
        ))}
      </Stack>
      <Divider my="sm" />
      <Stack gap={2}>
        <Amount label={t('checkout.amount.subtotal')} value={block.subtotal} />
        <Amount label={t('checkout.amount.shipping_fee')} value={block.shipping_fee} />
        <Amount label={t('checkout.amount.tax')} value={block.tax} />
        <Amount label={t('checkout.amount.shop_total')} value={block.total} strong />
      </Stack>
      {remark !== null && (
        <Textarea
          mt="sm"
          label={t('checkout.remark_for', { shop: block.shop.name })}
          maxLength={REMARK_MAX_LENGTH}
          rows={2}
          value={remark}
          onChange={(event) => {
            onRemarkChange(event.currentTarget.value);
          }}
        />
      )}
    </Paper>
  );
}
