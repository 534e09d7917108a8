import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney } from '@/shared/format';

/**
 * The newsletter subscriber's one-time discount (the server decides it; the platform pays it):
 * the discount line and what the shopper pays. Nothing when there is no discount.
 */
export function SubscriberDiscount({ discount, total, testId = 'subscriber-discount' }: { discount: number | undefined; total: number; testId?: string }) {
  const { t, i18n } = useTranslation();
  if (!discount || discount <= 0) return null;
  return (
    <Stack gap={2} data-testid={testId}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="green.8" fw={500}>
          {t('checkout.amount.subscriber_discount')}
        </Text>
        <Text size="sm" c="green.8" fw={500} ta="end" data-testid={`${testId}-amount`}>
          {formatSignedMoney(-discount, i18n.language)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('checkout.amount.subscriber_discount_hint')}
      </Text>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={700}>
          {t('checkout.amount.to_pay')}
        </Text>
        <Text size="sm" fw={700} ta="end" data-testid={`${testId}-pay`}>
          {formatMoney(total - discount, i18n.language)}
        </Text>
      </Group>
    </Stack>
  );
}
