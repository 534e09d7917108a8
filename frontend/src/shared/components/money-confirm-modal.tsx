import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format';

export interface MoneyConfirmModalProps {
  opened: boolean;
  title: string;
  /** What the money is for: an order and its shop, a withdrawal and where it goes. */
  purpose: ReactNode;
  /** Cents that leave the available balance. */
  amount: number;
  /** The available balance in cents, or undefined while it is being read. */
  balance: number | undefined;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** A refusal of the last attempt, shown above the buttons. */
  children?: ReactNode;
}

function Row({ label, value, strong = false, testId }: { label: string; value: ReactNode; strong?: boolean; testId: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ta="end" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Money leaves the wallet only after this second step: the amount, what it pays for and the
 * balance before and after, so one stray click debits nothing.
 */
export function MoneyConfirmModal(props: MoneyConfirmModalProps) {
  const { opened, title, purpose, amount, balance, confirmLabel, busy, onConfirm, onClose, children } = props;
  const { t, i18n } = useTranslation();
  // The balance never goes below zero: a short one says by how much and offers only going back.
  const short = balance !== undefined && balance < amount;
  const money = (cents: number | undefined): string => (cents === undefined ? '…' : formatMoney(cents, i18n.language));
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Row label={t('common.money_confirm.purpose')} value={purpose} testId="confirm-purpose" />
        <Row label={t('common.money_confirm.amount')} value={money(amount)} strong testId="confirm-amount" />
        <Row label={t('common.money_confirm.balance_now')} value={money(balance)} testId="confirm-balance" />
        {short ? (
          <Text size="sm" c="red.8" fw={600} ta="end" data-testid="confirm-short" role="status">
            {t('common.money_confirm.short', { amount: money(amount - balance) })}
          </Text>
        ) : (
          <Row
            label={t('common.money_confirm.balance_after')}
            value={money(balance === undefined ? undefined : balance - amount)}
            testId="confirm-balance-after"
          />
        )}
        {children}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.money_confirm.back')}
          </Button>
          <Button loading={busy} onClick={onConfirm} disabled={short || balance === undefined} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
