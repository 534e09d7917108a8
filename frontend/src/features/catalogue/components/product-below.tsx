import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '../api/catalogue-types';
import { ProductTabs } from './product-tabs';
import { RelatedGoods } from './related-goods';

/** What lies below the product's first screen: its description and reviews, then related
 * products. */
export function ProductBelow({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <ProductTabs goods={goods} />
      <RelatedGoods title={t('catalogue.product.hot_sale')} id={goods.shop_goods_id} kind="sale" />
      <RelatedGoods title={t('catalogue.product.hot_recommend')} id={goods.shop_goods_id} kind="recommend" />
    </>
  );
}
