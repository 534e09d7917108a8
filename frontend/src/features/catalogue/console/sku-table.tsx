import '@mantine/core/styles/Table.css';
import { Alert, Button, Group, Input, Stack, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withAllPrices, withDeletedSkusBack, withoutSku } from './goods-form-edits';
import { GOODS_LIMITS, priceProblem } from './goods-form-rules';
import { combinationCount, type SkuDraft } from './sku-matrix';
import { SkuRow } from './sku-row';
import { applyEdit, useProblemText, type GoodsForm } from './use-goods-form';

/** One price typed once and put into every row. */
function AllPrices({ form }: { form: GoodsForm }) {
  const { t } = useTranslation();
  const textOf = useProblemText();
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (): void => {
    const found = priceProblem(price);
    setProblem(found ? textOf(found) : null);
    if (!found) applyEdit(form, withAllPrices(form.getValues(), price.trim()), ['skus']);
  };
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        size="xs"
        inputMode="decimal"
        aria-label={t('console.goods.form.all_prices')}
        placeholder={t('console.goods.form.all_prices')}
        value={price}
        error={problem}
        onChange={(event) => {
          setPrice(event.currentTarget.value);
        }}
        style={{ flex: '0 1 160px' }}
      />
      <Button size="xs" variant="default" onClick={apply}>
        {t('console.goods.form.all_prices_apply')}
      </Button>
    </Group>
  );
}

/**
 * The SKU table the props make: one row per combination the seller keeps, each with its prices
 * and stock. Deleted rows can be brought back; too many combinations show only the problem.
 */
export function SkuTable({ form, onAdjustStock }: { form: GoodsForm; onAdjustStock: (row: SkuDraft) => void }) {
  const { t } = useTranslation();
  const values = form.getValues();
  if (combinationCount(values.props) > GOODS_LIMITS.skusMax) {
    return <Alert color="orange">{t('console.goods.form.skus_too_many_hint', { max: GOODS_LIMITS.skusMax })}</Alert>;
  }
  return (
    <Stack gap="sm" data-testid="sku-section">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <AllPrices form={form} />
        {values.removedSkus.length > 0 && (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              applyEdit(form, withDeletedSkusBack(form.getValues()), ['skus']);
            }}
          >
            {t('console.goods.form.skus_restore', { number: values.removedSkus.length })}
          </Button>
        )}
      </Group>
      {form.errors.skus && <Input.Error>{form.errors.skus}</Input.Error>}
      <Table.ScrollContainer minWidth={620} type="native" pos="relative">
        <Table verticalSpacing="xs" aria-label={t('console.goods.form.skus')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('console.goods.form.sku_column')}</Table.Th>
              <Table.Th>{t('console.goods.form.price')}</Table.Th>
              <Table.Th>{t('console.goods.form.market_price')}</Table.Th>
              <Table.Th>{t('console.goods.form.stock')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('console.column.action')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {values.skus.map((row, index) => (
              <SkuRow
                key={row.propsDesc}
                form={form}
                index={index}
                row={row}
                deletable={values.skus.length > 1}
                onDelete={() => {
                  applyEdit(form, withoutSku(form.getValues(), index), ['skus']);
                }}
                onAdjustStock={onAdjustStock}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
