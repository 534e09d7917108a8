import { Alert, Badge, Group, Text, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '@/shared/after-first-paint';
import type { GoodsDetail } from '../api/catalogue-types';
import type { SkuSelection } from '../sku';
import { AddToCartButton } from './add-to-cart-button';
import { SkuChooser } from './sku-chooser';

// The number input's code is fetched after the product's first paint (a request started before
// it would hold the paint back): on a phone the field is below the first screen, and until the
// code is there the same field shows the same quantity, read-only.
const QuantityInput = lazy(async () => ({ default: (await import('./quantity-input')).QuantityInput }));
const QUANTITY_WIDTH_PX = 140;

/**
 * In place of the purchase block when the seller took the product off sale: the page still
 * answers (links and favourites keep working), but nothing can be put in the cart.
 */
export function OffSaleNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" role="status" title={t('catalogue.product.off_sale')} data-testid="off-sale">
      {t('catalogue.product.off_sale_hint')}
    </Alert>
  );
}

/** The SKU choice, the quantity (clamped to the stock) and the add-to-cart button. */
export function ProductPurchase({
  goods,
  selection,
  onSelection,
  missing,
  quantity,
  shownQuantity,
  onQuantity,
  maxQuantity,
  skuId,
}: {
  goods: GoodsDetail;
  selection: SkuSelection;
  onSelection: (selection: SkuSelection) => void;
  missing: string[];
  quantity: number | string;
  shownQuantity: number | string;
  onQuantity: (quantity: number | string) => void;
  maxQuantity: number;
  skuId: number | null;
}) {
  const { t, i18n } = useTranslation();
  const painted = useAfterFirstPaint();
  const waitingField = (
    <TextInput
      label={t('catalogue.product.quantity')}
      value={String(shownQuantity)}
      readOnly
      disabled={maxQuantity === 0}
      w={QUANTITY_WIDTH_PX}
    />
  );
  const { props, skus } = goods;
  return (
    <>
      {props.length > 0 && (
        <SkuChooser props={props} skus={skus} selection={selection} onChange={onSelection} />
      )}
      {props.length > 0 && missing.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="sku-hint">
          {t('catalogue.product.choose', {
            props: new Intl.ListFormat(i18n.language, { type: 'conjunction', style: 'narrow' }).format(missing),
          })}
        </Text>
      )}
      <Group align="flex-end" gap="md">
        {painted ? (
          <Suspense fallback={waitingField}>
            <QuantityInput
              label={t('catalogue.product.quantity')}
              value={shownQuantity}
              onChange={onQuantity}
              onBlur={() => {
                if (typeof quantity !== 'number') onQuantity(1);
              }}
              min={1}
              max={Math.max(maxQuantity, 1)}
              disabled={maxQuantity === 0}
              w={QUANTITY_WIDTH_PX}
            />
          </Suspense>
        ) : (
          waitingField
        )}
        {maxQuantity === 0 && (
          <Badge color="gray" variant="light" size="lg">
            {t('catalogue.product.out_of_stock')}
          </Badge>
        )}
        <AddToCartButton
          shopGoodsId={goods.shop_goods_id}
          skuId={skuId}
          quantity={typeof shownQuantity === 'number' ? shownQuantity : 1}
        />
      </Group>
    </>
  );
}
