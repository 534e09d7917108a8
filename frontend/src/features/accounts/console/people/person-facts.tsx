import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/shared/components/section';
import { formatDateTime, formatMoney } from '@/shared/format';
import type { PersonDetail } from './people-api';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div style={{ overflowWrap: 'anywhere' }}>{children}</div>
    </Stack>
  );
}

/** The user's account, shop and wallet. */
export function PersonFacts({ person }: { person: PersonDetail }) {
  const { t } = useTranslation();
  const shop = person.shop;
  return (
    <Section title={t('console.people.facts_title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fact label={t('console.people.phone')}>{person.phone || '—'}</Fact>
        <Fact label={t('console.people.joined')}>{formatDateTime(person.created_at)}</Fact>
        <Fact label={t('console.people.shop')}>
          {shop ? (
            <Group gap="xs" wrap="wrap" data-testid="person-shop">
              <bdi>{shop.name}</bdi>
              <Text span size="xs" c="dimmed">
                {t('console.people.shop_id', { id: shop.shop_id })}
              </Text>
              {shop.suspended && (
                <Badge color="red" variant="light" size="sm">
                  {t('console.people.shop_suspended')}
                </Badge>
              )}
            </Group>
          ) : (
            t('console.people.no_shop')
          )}
        </Fact>
        <Fact label={t('console.people.wallet')}>
          <span data-testid="person-wallet">
            {t('console.people.wallet_balance', {
              available: formatMoney(person.wallet.available),
              frozen: formatMoney(person.wallet.frozen),
            })}
          </span>
        </Fact>
      </SimpleGrid>
    </Section>
  );
}
