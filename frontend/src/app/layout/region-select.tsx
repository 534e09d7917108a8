import '@mantine/core/styles/Combobox.css';
import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Delivery region: display only, nothing is sent to the server. */
export function RegionSelect() {
  const { t } = useTranslation();
  const [region, setRegion] = useState('US');
  const regions = [
    { value: 'US', label: t('layout.region.us') },
    { value: 'UK', label: t('layout.region.uk') },
    { value: 'HongKong', label: t('layout.region.hong_kong') },
    { value: 'JP', label: t('layout.region.japan') },
  ];
  return (
    <NativeSelect
      size="xs"
      label={t('layout.header.deliver_to')}
      data={regions}
      value={region}
      onChange={(event) => {
        setRegion(event.currentTarget.value);
      }}
      styles={{ root: { display: 'flex', alignItems: 'center', gap: 6 } }}
    />
  );
}
