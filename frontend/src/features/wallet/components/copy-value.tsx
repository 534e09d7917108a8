import { Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface CopyValueProps {
  label: string;
  /** What is copied. */
  value: string;
  /** What is shown, when it reads better than the copied value (an IBAN in groups of four). */
  shown?: string;
  /** The button's words: what it copies, never just "copy". */
  copyLabel: string;
  /** Codes (IBAN, BIC, references) read left to right in monospace in every language. */
  code?: boolean;
  emphasis?: boolean;
  testId?: string;
}

/** One labelled value a shopper types into their bank's form, with a button that copies it. */
export function CopyValue({ label, value, shown, copyLabel, code = false, emphasis = false, testId }: CopyValueProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="center" gap="xs" wrap="wrap">
      <Stack gap={0} style={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        {/* Aligned with the page's direction; codes read left to right inside it. */}
        <Text
          ff={code ? 'monospace' : undefined}
          fw={emphasis ? 700 : 500}
          size={emphasis ? 'lg' : undefined}
          style={{ wordBreak: 'break-word' }}
          data-testid={testId}
        >
          <bdi dir={code ? 'ltr' : undefined}>{shown ?? value}</bdi>
        </Text>
      </Stack>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant="light" size="xs" color={copied ? 'green' : undefined} onClick={copy}>
            {copied ? t('wallet.recharge.copied') : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
