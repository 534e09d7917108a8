import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Button, Center, Loader, Modal, type ButtonProps } from '@mantine/core';
import { Suspense, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { walletPayMethods } from '@/shared/config/chain-methods';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';
import { ChainPaySlot } from './chain-pay-slot';

export interface PayOnChainButtonProps {
  orderIds: string[];
  /** The transaction was filed: the caller moves on (closes, shows the order's progress). */
  onFiled?: () => void;
  size?: ButtonProps['size'];
}

/**
 * "Pay with USDT": opens the wallet's payment flow for the orders, when the site has a chain
 * method the wallet can pay with. The flow's code (and the wallet's) loads on the click.
 */
export function PayOnChainButton({ orderIds, onFiled, size }: PayOnChainButtonProps) {
  const { t } = useTranslation();
  const renderFlow = useContext(ChainPaySlot);
  const { data: config } = useGetSiteConfigQuery();
  const [open, setOpen] = useState(false);
  if (!renderFlow || walletPayMethods(config?.recharge_list ?? []).length === 0) return null;
  const close = (): void => {
    setOpen(false);
  };
  return (
    <>
      <Button
        size={size}
        variant="light"
        onClick={() => {
          setOpen(true);
        }}
        data-testid="pay-with-usdt"
      >
        {t('order.chain_pay.button')}
      </Button>
      <Modal opened={open} onClose={close} title={t('order.chain_pay.title')} centered>
        {open && (
          <Suspense
            fallback={
              <Center py="md">
                <Loader size="sm" aria-label={t('app.loading')} />
              </Center>
            }
          >
            {renderFlow({
              orderIds,
              onFiled: () => {
                close();
                onFiled?.();
              },
            })}
          </Suspense>
        )}
      </Modal>
    </>
  );
}
