import '@mantine/core/styles/List.css';
import { List, Text } from '@mantine/core';
import { showNotice } from '@/shared/notice-host';
import type { TFunction } from 'i18next';

export type CartAdjustmentReason = 'out_of_stock' | 'quantity_limit' | 'line_limit' | 'missing' | 'own_goods';

/** A guest cart line that did not carry over in full at log-in (`cart_adjustments`). */
export interface CartAdjustment {
  shop_goods_id: number;
  sku_id: number;
  /** Empty when the product is gone. */
  name: string;
  props_desc: string;
  requested: number;
  kept: number;
  reason: CartAdjustmentReason;
}

/** Why a line was cut down or cannot be bought; the same words the checkout preview uses. */
export function cartReasonText(t: TFunction, reason: string): string {
  switch (reason) {
    case 'out_of_stock':
      return t('cart.reason.out_of_stock');
    case 'quantity_limit':
      return t('cart.reason.quantity_limit');
    case 'line_limit':
      return t('cart.reason.line_limit');
    case 'own_goods':
      return t('cart.reason.own_goods');
    default:
      return t('cart.reason.missing');
  }
}

export function adjustmentText(t: TFunction, adjustment: CartAdjustment): string {
  return t('cart.adjusted.line', {
    name: adjustment.name || t('cart.adjusted.unknown_item'),
    requested: adjustment.requested,
    kept: adjustment.kept,
    reason: cartReasonText(t, adjustment.reason),
  });
}

export const CART_ADJUSTED_NOTICE_ID = 'cart-adjusted';

/**
 * After log-in or sign-up: tells the shopper which guest cart lines were cut down (the stock,
 * 999 per line, 100 lines) or left out (gone, or of their own shop). Stays until closed, since it names quantities they chose.
 */
export function notifyCartAdjustments(t: TFunction, adjustments: readonly CartAdjustment[] | undefined): void {
  if (!adjustments || adjustments.length === 0) return;
  showNotice({
    id: CART_ADJUSTED_NOTICE_ID,
    color: 'yellow',
    title: t('cart.adjusted.title'),
    autoClose: false,
    withCloseButton: true,
    message: (
      <List size="sm" spacing={2} data-testid="cart-adjustments">
        {adjustments.map((adjustment) => (
          <List.Item key={`${adjustment.shop_goods_id}-${adjustment.sku_id}`}>
            <Text size="sm" span>
              {adjustmentText(t, adjustment)}
            </Text>
          </List.Item>
        ))}
      </List>
    ),
  });
}
