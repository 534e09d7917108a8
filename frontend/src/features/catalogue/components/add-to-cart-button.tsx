import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAddToCartMutation } from '../api/add-to-cart-api';
import { notify } from '@/shared/notify';
import { addToCartFailure } from '../add-to-cart';

/** Adds the chosen SKU and quantity to the cart (guests too: their cart is kept by sid). */
export function AddToCartButton({
  shopGoodsId,
  skuId,
  quantity,
}: {
  shopGoodsId: number;
  skuId: number | null;
  quantity: number;
}) {
  const { t } = useTranslation();
  const [add, adding] = useAddToCartMutation();
  const submit = async (): Promise<void> => {
    if (skuId === null) return;
    const answer = await add({ shop_goods_id: shopGoodsId, sku_id: skuId, num: quantity });
    if (answer.error === undefined) {
      notify('success', t('cart.add.done'));
      return;
    }
    const message = addToCartFailure(answer.error);
    if (message) notify('error', message);
  };
  return (
    <Button color="orange" size="md" disabled={skuId === null || quantity < 1} loading={adding.isLoading} onClick={() => void submit()}>
      {t('cart.add.action')}
    </Button>
  );
}
