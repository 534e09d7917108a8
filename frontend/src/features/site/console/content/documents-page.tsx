import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Overlay.css';
import { Center, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { POST_RULES, isPostRule, type PostRule } from '@/config/paths';
import { LoadFailed } from '@/shared/components/load-failed';
import { DEFAULT_LANGUAGE, isLanguage } from '@/shared/i18n/languages';
import { languageOptions } from './content-languages';
import { useGetDocumentTextQuery } from './content-api';
import { DocumentForm } from './document-form';

/** Each document's name in the console's language. */
const DOCUMENT_NAMES: Record<PostRule, string> = {
  about_us: 'console.content.documents.about_us',
  terms: 'console.content.documents.terms',
  privacy: 'console.content.documents.privacy',
  return: 'console.content.documents.return',
  faq: 'console.content.documents.faq',
  contact_us: 'console.content.documents.contact_us',
};

/** console/document/*: pick one of the six documents and a language, then edit its title and text. */
export function DocumentsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const docParam = params.get('doc');
  const langParam = params.get('lang');
  const id: PostRule = isPostRule(docParam) ? docParam : 'about_us';
  const language = isLanguage(langParam) ? langParam : DEFAULT_LANGUAGE;
  const text = useGetDocumentTextQuery({ id, language }, { refetchOnMountOrArgChange: true });

  const choose = (name: 'doc' | 'lang', value: string | null): void => {
    if (!value) return;
    const next = new URLSearchParams(params);
    next.set(name, value);
    setParams(next, { replace: true });
  };

  let body;
  if (text.isError) body = <LoadFailed error={text.error} onRetry={() => void text.refetch()} />;
  else if (!text.data || text.isFetching) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else body = <DocumentForm key={`${id}/${language}`} document={text.data} />;

  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        {t('console.content.documents.title')}
      </Title>
      <Text c="dimmed">{t('console.content.documents.intro')}</Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('console.content.documents.document')}
          data={POST_RULES.map((rule) => ({ value: rule, label: t(DOCUMENT_NAMES[rule]) }))}
          value={id}
          onChange={(value) => { choose('doc', value); }}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
        <Select
          label={t('console.content.documents.language')}
          data={languageOptions(i18n.language)}
          value={language}
          onChange={(value) => { choose('lang', value); }}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      <Paper withBorder p="md">
        {body}
      </Paper>
    </Stack>
  );
}
