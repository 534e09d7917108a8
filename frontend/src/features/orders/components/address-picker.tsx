// Radio.Card and its indicator bring their own styles: without them the chosen card looks like the others.
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Anchor, Badge, Button, Group, Radio, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { addressLine, type ShippingAddress } from '../api/address-types';

const CHOSEN_CARD = {
  borderColor: 'var(--mantine-primary-color-filled)',
  backgroundColor: 'var(--mantine-primary-color-light)',
  boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)',
} as const;

/** One address as the customer reads it: name and phone, the address line, the default badge. */
export function AddressSummary({ address }: { address: ShippingAddress }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text fw={600}>{address.name}</Text>
        <Text c="dimmed" size="sm" dir="ltr">
          {address.phone}
        </Text>
        {address.is_default && (
          <Badge size="sm" variant="light">
            {t('address.default_badge')}
          </Badge>
        )}
      </Group>
      <Text size="sm">{addressLine(address)}</Text>
    </Stack>
  );
}

export interface AddressPickerProps {
  addresses: readonly ShippingAddress[];
  /** The chosen address_id, or null when none is chosen yet. */
  value: number | null;
  onChange: (addressId: number) => void;
  /** Where "Add address" leads; the address form by default. */
  addTo?: string;
  /** The surrounding section already shows a heading: the group keeps its name for screen readers only. */
  hideLabel?: boolean;
}

/**
 * Lets the customer choose one of their addresses (checkout). Without addresses it says so and
 * offers the address form; the parent supplies the list (order/checkout answers it too).
 */
export function AddressPicker({
  addresses,
  value,
  onChange,
  addTo = paths.userAddressEdit.getHref(),
  hideLabel = false,
}: AddressPickerProps) {
  const { t } = useTranslation();
  if (addresses.length === 0) {
    return (
      <Stack gap="xs" align="flex-start" data-testid="address-picker-empty">
        <Text c="dimmed">{t('address.picker.none')}</Text>
        <Button component={Link} to={addTo} variant="light">
          {t('address.add')}
        </Button>
      </Stack>
    );
  }
  return (
    <Radio.Group
      value={value === null ? null : String(value)}
      onChange={(chosen) => {
        onChange(Number(chosen));
      }}
      label={hideLabel ? <VisuallyHidden>{t('address.picker.label')}</VisuallyHidden> : t('address.picker.label')}
    >
      <Stack gap="xs" mt="xs">
        {addresses.map((address) => (
          <Radio.Card
            key={address.address_id}
            value={String(address.address_id)}
            p="sm"
            radius="md"
            withBorder
            // Mantine draws the chosen card like the others: the border and tint say which one it is.
            style={address.address_id === value ? CHOSEN_CARD : undefined}
          >
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <AddressSummary address={address} />
            </Group>
          </Radio.Card>
        ))}
        <Anchor component={Link} to={addTo} size="sm">
          {t('address.add')}
        </Anchor>
      </Stack>
    </Radio.Group>
  );
}
