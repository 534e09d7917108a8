import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWalletConnection } from '../connect/wallet-session';

/** Fills the withdrawal address with the connected wallet's own (the panel shows it only on the method's chain). */
export function UseConnectedAddress({ onUse }: { onUse: (address: string) => void }) {
  const { t } = useTranslation();
  const connection = useWalletConnection();
  if (!connection) return null;
  return (
    <Button
      variant="light"
      size="xs"
      w="fit-content"
      onClick={() => {
        onUse(connection.address);
      }}
      data-testid="wallet-use-address"
    >
      {t('chain.withdraw.use_connected')}
    </Button>
  );
}
