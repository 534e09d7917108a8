import '@mantine/core/styles/Switch.css';
import { Button, Group, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-types';
import { useAddAddressMutation, useEditAddressMutation } from '../api/address-api';
import type { AddressFields, ShippingAddress } from '../api/address-types';
import { formValidator } from '@/shared/form-validation';
import { notify } from '@/shared/notify';
import { ADDRESS_MAX_LENGTH, ADDRESS_SCHEMA, usesPostalCode } from '../address-rules';
import { AREA_FIELDS, type AreaValues } from '../area-levels';
import { AreaCascade } from './area-cascade';

const CODE_BAD_PARAMETER = 102;
const FORM_FIELDS = ['name', 'phone', ...AREA_FIELDS, 'address', 'postal_code'] as const;

type AddressFormValues = AddressFields;

const EMPTY: AddressFormValues = {
  name: '',
  phone: '',
  country: '',
  province: '',
  city: '',
  area: '',
  address: '',
  postal_code: '',
  is_default: false,
};

function trimmed(values: AddressFormValues): AddressFields {
  const texts = Object.fromEntries(FORM_FIELDS.map((field) => [field, values[field].trim()]));
  return { ...(texts as Omit<AddressFields, 'is_default'>), is_default: values.is_default };
}

/** The field a 102 answer names, when it is one of this form's fields. */
function rejectedField(error: unknown): (typeof FORM_FIELDS)[number] | 'address_id' | null {
  if (!isApiError(error) || error.kind !== 'APIError' || error.code !== CODE_BAD_PARAMETER) return null;
  const field = (error.data as { field?: unknown } | null)?.field;
  if (field === 'address_id') return 'address_id';
  return (FORM_FIELDS as readonly unknown[]).includes(field) ? (field as (typeof FORM_FIELDS)[number]) : null;
}

/** Adds an address, or edits `address` when given; `onSaved` runs with the address's id after the server accepted it. */
export function AddressForm({ address, onSaved }: { address?: ShippingAddress; onSaved: (addressId: number) => void }) {
  const { t } = useTranslation();
  const [add, adding] = useAddAddressMutation();
  const [edit, editing] = useEditAddressMutation();
  const form = useForm<AddressFormValues>({
    initialValues: address ? { ...address } : EMPTY,
    validate: formValidator<AddressFormValues>(ADDRESS_SCHEMA, t),
  });
  // The default address stays the default until another one is chosen (there is always one).
  const defaultLocked = address?.is_default === true;

  const submit = form.onSubmit(async (values) => {
    const fields = trimmed(values);
    const answer = address ? await edit({ ...fields, address_id: address.address_id }) : await add(fields);
    if (answer.error === undefined) {
      notify('success', t('address.saved'));
      onSaved(address ? address.address_id : (answer.data as { address_id: number }).address_id);
      return;
    }
    const field = rejectedField(answer.error);
    if (field === 'address_id') notify('error', t('address.limit'));
    else if (field) form.setFieldError(field, isApiError(answer.error) ? answer.error.message : '');
    else if (isApiError(answer.error)) notify('error', answer.error.message);
  });

  const areaValues: AreaValues = {
    country: form.values.country,
    province: form.values.province,
    city: form.values.city,
    area: form.values.area,
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput
            label={t('address.form.name')}
            withAsterisk
            maxLength={ADDRESS_MAX_LENGTH.name}
            autoComplete="name"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('address.form.phone')}
            withAsterisk
            type="tel"
            dir="ltr"
            maxLength={ADDRESS_MAX_LENGTH.phone}
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
        </Group>
        <AreaCascade
          values={areaValues}
          onChange={(next) => {
            form.setValues(next);
            for (const field of AREA_FIELDS) form.clearFieldError(field);
          }}
          errors={{
            country: form.errors.country,
            province: form.errors.province,
            city: form.errors.city,
            area: form.errors.area,
          }}
        />
        <Textarea
          label={t('address.form.address')}
          withAsterisk
          placeholder={t('address.form.address_hint')}
          maxLength={ADDRESS_MAX_LENGTH.address}
          rows={3}
          autoComplete="street-address"
          {...form.getInputProps('address')}
        />
        <TextInput
          label={t('address.form.postal_code')}
          withAsterisk={usesPostalCode(form.values.country)}
          dir="ltr"
          maxLength={ADDRESS_MAX_LENGTH.postal_code}
          autoComplete="postal-code"
          {...form.getInputProps('postal_code')}
        />
        <Switch
          label={t('address.form.is_default')}
          disabled={defaultLocked}
          {...form.getInputProps('is_default', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={adding.isLoading || editing.isLoading}>
            {t('address.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
