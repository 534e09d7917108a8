import { Button, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { GoodsProp, GoodsSku } from '../api/catalogue-types';
import { usePropLabel } from '../localized';
import { isValueAvailable, toggleValue, type SkuSelection } from '../sku';

function PropChoice({
  prop,
  skus,
  selection,
  onChange,
}: {
  prop: GoodsProp;
  skus: GoodsSku[];
  selection: SkuSelection;
  onChange: (selection: SkuSelection) => void;
}) {
  const labelId = useId();
  const labelOf = usePropLabel();
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={600}>
        {labelOf(prop)}
      </Text>
      <Group gap="xs" role="group" aria-labelledby={labelId}>
        {prop.values.map((value) => {
          const chosen = selection[prop.label] === value;
          const available = isValueAvailable(skus, selection, prop.label, value);
          return (
            <Button
              key={value}
              size="xs"
              radius="xl"
              variant={chosen ? 'filled' : 'default'}
              aria-pressed={chosen}
              disabled={!available && !chosen}
              onClick={() => {
                onChange(toggleValue(selection, prop.label, value));
              }}
            >
              {value}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}

/**
 * One row of choices per prop label. A value that would make a missing or sold-out combination
 * with the other chosen values is disabled; choosing a chosen value again clears it.
 */
export function SkuChooser({
  props,
  skus,
  selection,
  onChange,
}: {
  props: GoodsProp[];
  skus: GoodsSku[];
  selection: SkuSelection;
  onChange: (selection: SkuSelection) => void;
}) {
  return (
    <Stack gap="sm">
      {props.map((prop) => (
        <PropChoice key={prop.label} prop={prop} skus={skus} selection={selection} onChange={onChange} />
      ))}
    </Stack>
  );
}
