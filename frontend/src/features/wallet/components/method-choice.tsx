import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Radio, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { RechargeMethod } from '@/shared/config/config-types';
import { useRechargeMethods } from '../hooks/use-recharge-methods';

/** The payment method, chosen among system/config `recharge_list`. */
export function MethodChoice({
  label,
  methods,
  inputProps,
}: {
  label: string;
  methods: readonly RechargeMethod[];
  inputProps: GetInputPropsReturnType;
}) {
  const { nameFor } = useRechargeMethods();
  return (
    <Radio.Group label={label} withAsterisk {...inputProps}>
      <Stack gap="xs" mt="xs">
        {methods.map((method) => (
          <Radio key={method.method} value={method.method} label={nameFor(method)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
