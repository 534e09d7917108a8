import { useTranslation } from 'react-i18next';
import { combinationLabel } from './sku-matrix';

/** A SKU's name: its values ("Red / L"), or "Single item" for a product without props. */
export function useSkuName(): (propsDesc: string) => string {
  const { t } = useTranslation();
  return (propsDesc) => combinationLabel(propsDesc) || t('console.goods.form.single_sku');
}
