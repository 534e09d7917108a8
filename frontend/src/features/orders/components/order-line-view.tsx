import { Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { specInfoOf } from '../spec-info';
import { formatMoney } from '@/shared/format';

/** One bought line: image, name, SKU, unit price × quantity and total. */
export function CheckoutLine({
  name,
  image,
  propsDesc,
  price,
  num,
  total,
  problem = null,
}: {
  name: string;
  image: string;
  propsDesc: string;
  price: number;
  num: number;
  total: number;
  /** Why the line cannot be bought as it stands, shown under it. */
  problem?: string | null;
}) {
  const { t } = useTranslation();
  const spec = specInfoOf(propsDesc);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Image src={image} w={56} h={56} radius="sm" alt="" fit="cover" />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={600} lineClamp={2}>
          <bdi>{name}</bdi>
        </Text>
        {spec.length > 0 && (
          <Text size="xs" c="dimmed">
            {spec.map((pair) => `${pair.label}: ${pair.value}`).join(' · ')}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {formatMoney(price)} {t('cart.line.times', { count: num })}
        </Text>
        {problem && (
          <Text size="sm" c="red" fw={600} data-testid="line-problem">
            {problem}
          </Text>
        )}
      </Stack>
      <Text size="sm" fw={700} td={problem ? 'line-through' : undefined} c={problem ? 'dimmed' : undefined}>
        {formatMoney(Number.isFinite(total) ? total : price * num)}
      </Text>
    </Group>
  );
}
