import { Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { RechargeMethod } from '@/shared/config/config-types';
import { useRechargeMethods } from '../hooks/use-recharge-methods';

const QR_SIZE = 160;

/** Where to send the money for the chosen method: the address, a copy button and its QR code. */
export function ReceivingAddress({ method }: { method: RechargeMethod }) {
  const { t } = useTranslation();
  const { nameFor } = useRechargeMethods();
  const qrTitle = t('wallet.recharge.qr_title', { method: nameFor(method) });
  return (
    <Paper withBorder p="md" bg="gray.0" aria-labelledby="receiving-address-title">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <QRCodeSVG value={method.address} size={QR_SIZE} marginSize={1} title={qrTitle} role="img" aria-label={qrTitle} />
        <Stack gap="xs" style={{ flex: 1, minWidth: 200 }}>
          <Text fw={600} id="receiving-address-title">
            {t('wallet.recharge.address_title', { method: nameFor(method) })}
          </Text>
          {/* Addresses read left to right in every language. */}
          <Text
            ff="monospace"
            dir="ltr"
            style={{ wordBreak: 'break-all', unicodeBidi: 'isolate' }}
            data-testid="receiving-address"
          >
            {method.address}
          </Text>
          <CopyButton value={method.address}>
            {({ copied, copy }) => (
              <Button variant="light" size="xs" w="fit-content" color={copied ? 'green' : undefined} onClick={copy}>
                {copied ? t('wallet.recharge.copied') : t('wallet.recharge.copy_address')}
              </Button>
            )}
          </CopyButton>
          <Text size="xs" c="dimmed">
            {t('wallet.recharge.address_hint')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
