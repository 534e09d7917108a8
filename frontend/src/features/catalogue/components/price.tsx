import { Group, Text, type TextProps } from '@mantine/core';
import { formatMoney } from '@/shared/format';

/** A USD amount from integer cents. */
export function Price({ value, ...props }: { value: number } & TextProps) {
  return (
    <Text component="span" fw={700} c="orange.8" {...props}>
      {formatMoney(value)}
    </Text>
  );
}

/** The selling price and, when higher, the struck-through market price. */
export function PriceLine({ price, marketPrice, size = 'md' }: { price: number; marketPrice?: number; size?: string }) {
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Price value={price} size={size} />
      {marketPrice !== undefined && marketPrice > price && (
        // Mantine's Text resets text-decoration, so the strike is set explicitly on the <s>.
        <Text component="s" size="xs" c="dimmed" td="line-through">
          {formatMoney(marketPrice)}
        </Text>
      )}
    </Group>
  );
}
