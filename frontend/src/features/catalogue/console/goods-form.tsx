import '@mantine/core/styles/Switch.css';
import { Alert, Anchor, Button, Group, Paper, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify';
import { BasicFields } from './basic-fields';
import { withSkuStock } from './goods-form-edits';
import { useSaveSellerGoodsMutation } from './goods-api';
import { saveBodyOf, saveProblem, type GoodsFormValues } from './goods-form-values';
import { ImagesEditor } from './images-editor';
import { PropsEditor } from './props-editor';
import type { SkuDraft } from './sku-matrix';
import { SkuTable } from './sku-table';
import { StockModal } from './stock-modal';
import { useGoodsForm } from './use-goods-form';
import { useSkuName } from './use-sku-name';
import { Section } from '@/shared/components/section';

export interface GoodsFormProps {
  initial: GoodsFormValues;
  /** The stored product being edited; none for a new one. */
  goodsId?: number;
  /** The storefront page of a stored product. */
  previewUrl?: string;
  onSaved: (goodsId: number) => void;
}

/**
 * The product form (console/goods/save). Every rule is checked on Save and shown at its field;
 * a 102 from the server goes next to the field it names, anything else above the button.
 */
export function GoodsForm({ initial, goodsId, previewUrl, onSaved }: GoodsFormProps) {
  const { t } = useTranslation();
  const form = useGoodsForm(initial);
  const [save, { isLoading }] = useSaveSellerGoodsMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [adjusting, setAdjusting] = useState<SkuDraft | null>(null);
  const skuName = useSkuName();

  const submit = form.onSubmit(
    async (values) => {
      const body = saveBodyOf(values, goodsId);
      if (!body) return;
      setRefusal(null);
      const answer = await save(body);
      if (answer.data) {
        onSaved(answer.data.shop_goods_id);
        return;
      }
      const problem = saveProblem(answer.error, t('api.error_unknown'));
      if (problem?.field) form.setFieldError(problem.field, problem.message);
      else if (problem) setRefusal(problem.message);
    },
    () => {
      notify('warning', t('console.goods.form.check_fields'));
    },
  );

  // The stock dialog sits outside the product form: its own form must not submit this one.
  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Section title={t('console.goods.form.section_basics')}>
            <BasicFields form={form} />
          </Section>
          <Section title={t('console.goods.form.section_images')}>
            <ImagesEditor form={form} />
          </Section>
          <Section title={t('console.goods.form.section_props')}>
            <PropsEditor form={form} />
          </Section>
          <Section title={t('console.goods.form.skus')}>
            <SkuTable form={form} onAdjustStock={setAdjusting} />
          </Section>
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Paper withBorder p="md">
            <Group justify="space-between" gap="md" wrap="wrap">
              <Switch label={t('console.goods.form.on_sale')} {...form.getInputProps('onSale', { type: 'checkbox' })} />
              <Group gap="md" wrap="wrap">
                {previewUrl && (
                  <Anchor href={previewUrl} target="_blank" rel="noopener noreferrer" size="sm">
                    {t('console.goods.form.preview')}
                  </Anchor>
                )}
                <Button type="submit" loading={isLoading}>
                  {t('console.goods.form.save')}
                </Button>
              </Group>
            </Group>
          </Paper>
        </Stack>
      </form>
      <StockModal
        sku={
          adjusting?.skuId != null
            ? { skuId: adjusting.skuId, name: skuName(adjusting.propsDesc), stock: Number(adjusting.stock) }
            : null
        }
        onClose={() => {
          setAdjusting(null);
        }}
        onAdjusted={(skuId, stock) => {
          form.setValues(withSkuStock(form.getValues(), skuId, stock));
        }}
      />
    </>
  );
}
