import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney } from '@/shared/format';
import type { Ledger } from './ledger-types';

function Figure({ label, cents, testId }: { label: string; cents: number; testId: string }) {
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="md" style={{ overflowWrap: 'anywhere' }}>
        <bdi>{formatMoney(cents)}</bdi>
      </Text>
    </Paper>
  );
}

/** The difference: green when the books close to the cent, red (and said in words) otherwise. */
function Difference({ cents }: { cents: number }) {
  const { t } = useTranslation();
  const balanced = cents === 0;
  const color = balanced ? 'green' : 'red';
  return (
    <Paper
      withBorder
      p="sm"
      bg={`var(--mantine-color-${color}-light)`}
      style={{ borderColor: `var(--mantine-color-${color}-6)` }}
      data-testid="ledger-difference"
      data-balanced={balanced}
      role="status"
    >
      <Text size="xs" c={`${color}.9`} fw={600}>
        {t('console.books.difference')}
      </Text>
      <Text fw={700} fz="md" c={`${color}.9`} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{balanced ? formatMoney(0) : formatSignedMoney(cents)}</bdi>
      </Text>
      <Text size="xs" c={`${color}.9`}>
        {balanced ? t('console.books.balanced') : t('console.books.unbalanced')}
      </Text>
    </Paper>
  );
}

/** console/audit/ledger as labelled figures: what came in and went out, where it is now, and the difference. */
export function LedgerFigures({ ledger }: { ledger: Ledger }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={t('console.books.recharged')} cents={ledger.recharged} testId="ledger-recharged" />
        <Figure label={t('console.books.withdrawn')} cents={ledger.withdrawn} testId="ledger-withdrawn" />
        <Figure label={t('console.books.available')} cents={ledger.available} testId="ledger-available" />
        <Figure label={t('console.books.frozen')} cents={ledger.frozen} testId="ledger-frozen" />
        <Figure label={t('console.books.escrow')} cents={ledger.escrow} testId="ledger-escrow" />
        <Figure label={t('console.books.revenue')} cents={ledger.revenue} testId="ledger-revenue" />
        <Difference cents={ledger.difference} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('console.books.equation')}
      </Text>
    </Stack>
  );
}
