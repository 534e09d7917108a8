import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Section } from '@/shared/components/section';
import { ActionsDownload, BooksDownloads, SettlementDownloads } from './books-downloads';
import { DecisionDownloads } from './decision-downloads';

/** console/exports: everything the operators and auditors look at, as CSV files to download. */
export function ExportsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('console.exports.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('console.exports.explain')}
      </Text>
      <Section title={t('console.exports.settlements_title')}>
        <SettlementDownloads />
      </Section>
      <Section title={t('console.exports.books_title')}>
        <BooksDownloads pickDays />
      </Section>
      <Section title={t('console.exports.actions_title')}>
        <ActionsDownload />
      </Section>
      <Section title={t('console.exports.decisions_title')}>
        <DecisionDownloads />
      </Section>
    </Stack>
  );
}
