import '@mantine/core/styles/Switch.css';
import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify';
import { useSetSellerGoodsOnSaleMutation } from './goods-api';
import type { GoodsRow } from './goods-types';

/**
 * Puts a product on or off sale from the list (console/goods/status). The switch shows the
 * wanted state until the refreshed list confirms it; a refusal flips it back (the generic
 * toast says why).
 */
export function OnSaleSwitch({ goods, listRefreshing }: { goods: GoodsRow; listRefreshing: boolean }) {
  const { t } = useTranslation();
  const [setOnSale, { isLoading }] = useSetSellerGoodsOnSaleMutation();
  const [wanted, setWanted] = useState<boolean | null>(null);
  const checked = wanted !== null && (isLoading || listRefreshing) ? wanted : goods.on_sale;

  const change = async (onSale: boolean): Promise<void> => {
    setWanted(onSale);
    const answer = await setOnSale({ shop_goods_id: goods.shop_goods_id, on_sale: onSale });
    if (answer.error !== undefined) {
      setWanted(null);
      return;
    }
    const notice = onSale ? t('console.goods.list.now_on_sale', { name: goods.name }) : t('console.goods.list.now_off_sale', { name: goods.name });
    notify('success', notice);
  };

  return (
    <Switch
      checked={checked}
      disabled={isLoading}
      onChange={(event) => void change(event.currentTarget.checked)}
      aria-label={t('console.goods.list.on_sale_label', { name: goods.name })}
    />
  );
}
