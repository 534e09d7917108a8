import '@mantine/core/styles/Table.css';
import { Button, CloseButton, Group, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SkuDraft } from './sku-matrix';
import { useSkuName } from './use-sku-name';
import type { GoodsForm } from './use-goods-form';

export interface SkuRowProps {
  form: GoodsForm;
  index: number;
  row: SkuDraft;
  /** The last row cannot go: a product has at least one SKU. */
  deletable: boolean;
  onDelete: () => void;
  onAdjustStock: (row: SkuDraft) => void;
}

/**
 * One SKU: its prices, and its stock: typed for a new SKU (its initial stock), read-only with
 * an Adjust button for a stored one, whose stock changes only through an adjustment.
 */
export function SkuRow({ form, index, row, deletable, onDelete, onAdjustStock }: SkuRowProps) {
  const { t } = useTranslation();
  const name = useSkuName()(row.propsDesc);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {name}
        </Text>
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          inputMode="decimal"
          aria-label={t('console.goods.form.sku_price_of', { sku: name })}
          {...form.getInputProps(`skus.${index}.price`)}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          inputMode="decimal"
          aria-label={t('console.goods.form.sku_market_price_of', { sku: name })}
          {...form.getInputProps(`skus.${index}.marketPrice`)}
        />
      </Table.Td>
      <Table.Td>
        {row.skuId === null ? (
          <TextInput
            size="xs"
            inputMode="numeric"
            aria-label={t('console.goods.form.sku_stock_of', { sku: name })}
            {...form.getInputProps(`skus.${index}.stock`)}
          />
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" data-testid="sku-stock">
              {row.stock}
            </Text>
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => {
                onAdjustStock(row);
              }}
              aria-label={t('console.goods.stock.adjust_of', { sku: name })}
            >
              {t('console.goods.stock.adjust')}
            </Button>
          </Group>
        )}
      </Table.Td>
      <Table.Td>
        <CloseButton disabled={!deletable} onClick={onDelete} aria-label={t('console.goods.form.sku_delete', { sku: name })} />
      </Table.Td>
    </Table.Tr>
  );
}
