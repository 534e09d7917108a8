import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Radio, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { RechargeMethod } from '@/shared/config/config-types';

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
  return (
    <Radio.Group label={label} withAsterisk {...inputProps}>
      <Stack gap="xs" mt="xs">
        {methods.map((method) => (
          <Radio key={method.method} value={method.method} label={method.name || method.method} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
