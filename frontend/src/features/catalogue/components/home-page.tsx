import { Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';

/** The home screen's welcome band; catalogue sections join it with the catalogue feature. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: config } = useGetSiteConfigQuery();
  const promises = [
    t('home.promise.free_delivery'),
    t('home.promise.money_back'),
    t('home.promise.countries'),
    t('home.promise.support'),
  ];
  return (
    <Container size="xl" py="xl">
      <Title order={1}>{t('home.welcome.title', { site: config?.site_name || t('app.name') })}</Title>
      <Text c="dimmed" mt="xs">
        {t('home.welcome.subtitle')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mt="xl">
        {promises.map((promise) => (
          <Paper key={promise} p="md" withBorder>
            <Text fw={500}>{promise}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
