import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-types';
import { notify } from '@/shared/notify';
import { useAdjustSellerStockMutation } from './goods-api';
import { STOCK_REASONS, type StockReason } from './goods-types';
import { STOCK_REASON_LABELS, parseDelta, stockDeltaProblem } from './stock';
import { useProblemText } from './use-goods-form';

export interface AdjustedSku {
  skuId: number;
  /** The SKU's values, for the title ("Red / L"). */
  name: string;
  stock: number;
}

export interface StockModalProps {
  sku: AdjustedSku | null;
  onClose: () => void;
  onAdjusted: (skuId: number, stock: number) => void;
}

const REASON_HINTS: Record<StockReason, string> = {
  restock: 'console.goods.stock.hint_restock',
  correction: 'console.goods.stock.hint_correction',
  damage: 'console.goods.stock.hint_damage',
};

function isStockReason(value: string): value is StockReason {
  return (STOCK_REASONS as readonly string[]).includes(value);
}

/** The form inside the modal; mounted per opening, so every adjustment starts blank. */
function StockForm({ sku, onClose, onAdjusted }: StockModalProps & { sku: AdjustedSku }) {
  const { t } = useTranslation();
  const textOf = useProblemText();
  const [adjust, { isLoading }] = useAdjustSellerStockMutation();
  const [reason, setReason] = useState<StockReason>('restock');
  const [delta, setDelta] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const parsed = parseDelta(delta);

  const submit = async (event: SyntheticEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const found = stockDeltaProblem(reason, delta, sku.stock);
    setProblem(found ? textOf(found) : null);
    if (found || parsed === null) return;
    setRefusal(null);
    const answer = await adjust({ sku_id: sku.skuId, delta: parsed, reason });
    if (answer.data) {
      notify('success', t('console.goods.stock.adjusted', { stock: answer.data.stock }));
      onAdjusted(sku.skuId, answer.data.stock);
      onClose();
      return;
    }
    if (isApiError(answer.error) && answer.error.kind === 'NotLogin') return;
    setRefusal(isApiError(answer.error) && answer.error.message ? answer.error.message : t('api.error_unknown'));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('console.goods.stock.current', { stock: sku.stock })}</Text>
        <Radio.Group
          label={t('console.goods.stock.reason')}
          value={reason}
          onChange={(next) => {
            if (isStockReason(next)) setReason(next);
          }}
        >
          <Group gap="md" mt={4}>
            {STOCK_REASONS.map((value) => (
              <Radio key={value} value={value} label={t(STOCK_REASON_LABELS[value])} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label={t('console.goods.stock.delta')}
          description={t(REASON_HINTS[reason])}
          value={delta}
          error={problem}
          data-autofocus
          onChange={(event) => {
            setDelta(event.currentTarget.value);
          }}
        />
        {parsed !== null && sku.stock + parsed >= 0 && (
          <Text size="sm" c="dimmed" data-testid="stock-after">
            {t('console.goods.stock.after', { stock: sku.stock + parsed })}
          </Text>
        )}
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('console.decision.cancel')}
          </Button>
          <Button type="submit" loading={isLoading}>
            {t('console.goods.stock.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** console/goods/stock: one SKU's stock changed by a signed amount, with its reason. */
export function StockModal({ sku, onClose, onAdjusted }: StockModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={sku !== null} onClose={onClose} title={sku ? t('console.goods.stock.title', { sku: sku.name }) : ''} centered>
      {sku && <StockForm key={sku.skuId} sku={sku} onClose={onClose} onAdjusted={onAdjusted} />}
    </Modal>
  );
}
