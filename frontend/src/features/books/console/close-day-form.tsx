import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmStepModal } from '@/shared/approval/confirm-step-modal';
import { decisionProblem } from '@/shared/approval/decision';
import { formatMoney } from '@/shared/format';
import { useCloseDayMutation, useGetFirstOpenDayQuery } from './ledger-api';
import { isDay, shortHash } from './ledger';
import type { DayClose } from './ledger-types';

function ClosedDay({ close }: { close: DayClose }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" variant="light" title={t('console.books.closed_title', { date: close.date })} data-testid="close-result">
      <Stack gap={2}>
        <Text size="sm">{t('console.books.closed_events', { count: close.events })}</Text>
        <Text size="sm">
          {t('console.books.total.payments')}: {formatMoney(close.totals.payments)} · {t('console.books.total.settlements')}:{' '}
          {formatMoney(close.totals.settlements)} · {t('console.books.total.commission')}: {formatMoney(close.totals.commission)}
        </Text>
        <Text size="sm" ff="monospace" title={close.hash} style={{ wordBreak: 'break-all' }}>
          {t('console.books.hash')}: {shortHash(close.hash)}…
        </Text>
      </Stack>
    </Alert>
  );
}

/**
 * console/audit/close: an auditor closes an ended UTC day (and every earlier unclosed one) after
 * a confirmation. 108 means the day has not ended yet or is closed already.
 */
export function CloseDayForm() {
  const { t } = useTranslation();
  const openDay = useGetFirstOpenDayQuery();
  // The day typed, or (untouched) the first day not closed yet: proposing a closed day, or
  // today, would only be refused.
  const [typed, setTyped] = useState<string | null>(null);
  const date = typed ?? openDay.data ?? '';
  const [dateError, setDateError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [closed, setClosed] = useState<DayClose | null>(null);
  const [closeDay, closing] = useCloseDayMutation();

  const ask = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (!isDay(date)) {
      setDateError(t('console.books.date_invalid'));
      return;
    }
    setDateError(null);
    setClosed(null);
    setConfirming(true);
  };

  const send = async () => {
    const result = await closeDay(date);
    if (result.error === undefined) {
      setClosed(result.data);
      setTyped(null);
      return null;
    }
    return decisionProblem(result.error, t('api.error_unknown'));
  };

  if (openDay.isLoading) return <Loader size="sm" aria-label={t('app.loading')} />;
  const allClosed = openDay.data === null && typed === null;
  return (
    <Stack gap="sm">
      {allClosed ? (
        <Text size="sm" c="dimmed" data-testid="all-days-closed">
          {t('console.books.all_closed')}
        </Text>
      ) : (
      <form onSubmit={ask} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label={t('console.books.close_date')}
            description={t('console.books.close_date_hint')}
            value={date}
            error={dateError}
            onChange={(event) => { setTyped(event.currentTarget.value); }}
            style={{ flex: '0 1 220px' }}
          />
          <Button type="submit" variant="light">
            {t('console.books.close_day')}
          </Button>
        </Group>
      </form>
      )}
      {closed && <ClosedDay close={closed} />}
      <ConfirmStepModal
        opened={confirming}
        title={t('console.books.close_title')}
        question={t('console.books.close_question', { date })}
        field={null}
        notPendingHint={t('console.books.close_refused_hint')}
        confirmLabel={t('console.books.close_confirm')}
        busy={closing.isLoading}
        onClose={() => { setConfirming(false); }}
        onConfirm={send}
      />
    </Stack>
  );
}
