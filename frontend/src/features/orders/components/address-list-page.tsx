import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Button, EmptyState, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import {
  useDeleteAddressMutation,
  useGetAddressesQuery,
  useSetDefaultAddressMutation,
} from '../api/address-api';
import { AddressSummary } from './address-picker';
import type { ShippingAddress } from '../api/address-types';
import { LoadFailed } from '@/shared/components/load-failed';
import { notify } from '@/shared/notify';
import { selectUser } from '@/store/session/session-slice';
import { MAX_ADDRESSES } from '../address-rules';

function AddressCard({ address, onDelete }: { address: ShippingAddress; onDelete: () => void }) {
  const { t } = useTranslation();
  const [setDefault, settingDefault] = useSetDefaultAddressMutation();
  const makeDefault = async (): Promise<void> => {
    const answer = await setDefault(address.address_id);
    if (answer.error === undefined) notify('success', t('address.default_set'));
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid="address-card">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <AddressSummary address={address} />
        <Group gap="xs">
          {!address.is_default && (
            <Button variant="subtle" size="xs" loading={settingDefault.isLoading} onClick={() => void makeDefault()}>
              {t('address.set_default')}
            </Button>
          )}
          <Button component={Link} to={paths.userAddressEdit.getHref({ id: address.address_id })} variant="subtle" size="xs">
            {t('address.edit')}
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={onDelete}>
            {t('address.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function DeleteDialog({ address, onClose }: { address: ShippingAddress | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [remove, removing] = useDeleteAddressMutation();
  const confirm = async (): Promise<void> => {
    if (!address) return;
    const answer = await remove(address.address_id);
    if (answer.error === undefined) notify('success', t('address.deleted'));
    onClose();
  };
  return (
    <Modal opened={address !== null} onClose={onClose} title={t('address.delete_confirm_title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('address.delete_confirm_body')}</Text>
        {address && <AddressSummary address={address} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('address.cancel')}
          </Button>
          <Button color="red" loading={removing.isLoading} onClick={() => void confirm()}>
            {t('address.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** user-address: the address book, default first, with set-default, edit and delete. */
export function AddressListPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const { data, isLoading, isError, error, refetch } = useGetAddressesQuery(user?.uid ?? 'guest');
  const [deleting, setDeleting] = useState<ShippingAddress | null>(null);
  const full = (data?.length ?? 0) >= MAX_ADDRESSES;

  let body;
  if (isLoading) body = <Skeleton height={96} radius="md" />;
  else if (isError || !data)
    body = (
      <LoadFailed
        error={error}
        onRetry={() => {
          void refetch();
        }}
      />
    );
  else if (data.length === 0)
    body = (
      <EmptyState py="xl" variant="light" data-testid="address-empty">
        <EmptyState.Title order={2}>{t('address.empty_title')}</EmptyState.Title>
        <EmptyState.Description>{t('address.empty_body')}</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={paths.userAddressEdit.getHref()} variant="light">
            {t('address.add')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  else
    body = (
      <Stack gap="sm">
        {data.map((address) => (
          <AddressCard
            key={address.address_id}
            address={address}
            onDelete={() => {
              setDeleting(address);
            }}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('address.title')}
        </Title>
        {data && data.length > 0 && (
          <Button component={Link} to={paths.userAddressEdit.getHref()} disabled={full}>
            {t('address.add')}
          </Button>
        )}
      </Group>
      {full && (
        <Text size="sm" c="dimmed">
          {t('address.limit')}
        </Text>
      )}
      {body}
      <DeleteDialog
        address={deleting}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
