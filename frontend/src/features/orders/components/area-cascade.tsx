import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Overlay.css';
import { Autocomplete, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetAreasQuery } from '../api/address-api';
import type { AreaOption } from '../api/address-types';
import { ADDRESS_MAX_LENGTH } from '../address-rules';
import { matchArea, optionNames, withAreaChange, type AreaField, type AreaValues } from '../area-levels';

const NO_OPTIONS: AreaOption[] = [];

/** The entries under `parentId` at `level`; none (and no request) when the parent is free text. */
function useLevel(parentId: number | null, level: number): AreaOption[] {
  const { data } = useGetAreasQuery({ parent_id: parentId ?? 0, level }, { skip: parentId === null });
  return parentId === null ? NO_OPTIONS : (data ?? NO_OPTIONS);
}

export interface AreaCascadeProps {
  values: AreaValues;
  onChange: (values: AreaValues) => void;
  errors?: Partial<Record<AreaField, ReactNode>>;
}

/**
 * Country, province, city and area, each offering the area tree's entries under the level above
 * (`information/area/list`). Any text is accepted: where the tree has no entry, the levels below
 * are typed freely.
 */
export function AreaCascade({ values, onChange, errors = {} }: AreaCascadeProps) {
  const { t } = useTranslation();
  const countries = useLevel(0, 1);
  const country = matchArea(countries, values.country);
  const provinces = useLevel(country?.area_id ?? null, 2);
  const province = matchArea(provinces, values.province);
  const cities = useLevel(province?.area_id ?? null, 3);
  const city = matchArea(cities, values.city);
  const areas = useLevel(city?.area_id ?? null, 4);

  const levels: { field: AreaField; label: string; options: AreaOption[]; required: boolean }[] = [
    { field: 'country', label: t('address.form.country'), options: countries, required: true },
    { field: 'province', label: t('address.form.province'), options: provinces, required: true },
    { field: 'city', label: t('address.form.city'), options: cities, required: false },
    { field: 'area', label: t('address.form.area'), options: areas, required: false },
  ];

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {levels.map(({ field, label, options, required }) => (
        <Autocomplete
          key={field}
          label={label}
          withAsterisk={required}
          placeholder={t('address.form.area_hint')}
          data={optionNames(options)}
          value={values[field]}
          onChange={(text) => {
            onChange(withAreaChange(values, field, text));
          }}
          error={errors[field]}
          maxLength={ADDRESS_MAX_LENGTH[field]}
          limit={200}
          data-testid={`area-${field}`}
        />
      ))}
    </SimpleGrid>
  );
}
