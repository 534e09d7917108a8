import { Text, type TextProps } from '@mantine/core';
import { formatSignedMoney } from '@/shared/format';

/** A signed change in cents: green when it adds, red when it takes away. */
export function SignedMoney({ cents, ...props }: { cents: number } & TextProps) {
  const color = cents > 0 ? 'green.8' : cents < 0 ? 'red.8' : 'dimmed';
  return (
    <Text component="span" c={color} fw={600} dir="ltr" style={{ unicodeBidi: 'isolate' }} {...props}>
      {formatSignedMoney(cents)}
    </Text>
  );
}
