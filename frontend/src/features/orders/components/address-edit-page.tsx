import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ADDRESS_FROM_CHECKOUT, paths } from '@/config/paths';
import { useGetAddressQuery } from '../api/address-api';
import { isApiError } from '@/shared/api/api-types';
import { LoadFailed } from '@/shared/components/load-failed';
import { AddressForm } from './address-form';

const CODE_NOT_FOUND = 103;

function addressIdOf(text: string | null): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** user-address-edit: a new address, or `?id=` to edit one. Opened from checkout
 * (`?from=checkout`), a new address leads back to checkout with it chosen. */
export function AddressEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const addressId = addressIdOf(params.get('id'));
  const { data, isLoading, isError, error, refetch } = useGetAddressQuery(addressId ?? 0, {
    skip: addressId === null,
    refetchOnMountOrArgChange: true,
  });
  const fromCheckout = params.get('from') === ADDRESS_FROM_CHECKOUT;
  const saved = (savedId: number): void => {
    void navigate(fromCheckout ? paths.cartCheckout.getHref(savedId) : paths.userAddress.getHref());
  };

  let body;
  if (addressId === null) body = <AddressForm onSaved={saved} />;
  else if (isLoading) body = <Skeleton height={320} radius="md" />;
  else if (isApiError(error) && error.kind === 'APIError' && error.code === CODE_NOT_FOUND)
    body = <Text c="dimmed">{t('address.form.not_found')}</Text>;
  else if (isError || !data)
    body = (
      <LoadFailed
        error={error}
        onRetry={() => {
          void refetch();
        }}
      />
    );
  else body = <AddressForm key={data.address_id} address={data} onSaved={saved} />;

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {addressId === null ? t('address.form.add_title') : t('address.form.edit_title')}
      </Title>
      <Paper withBorder p="lg" radius="md">
        {body}
      </Paper>
    </Stack>
  );
}
