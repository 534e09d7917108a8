import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '@/shared/format';

/** A label above its value: long addresses and notes wrap on a phone instead of overflowing. */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </div>
  );
}

/** A label and an amount on one line, the amount at the end; `strong` for a total. */
export function AmountRow({ label, cents, strong = false, testId }: { label: string; cents: number; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 600} data-testid={testId}>
        {formatMoney(cents)}
      </Text>
    </Group>
  );
}
