import { Container, Loader, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { isPostRule, paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import { SanitizedHtml } from '@/shared/components/sanitized-html';
import { selectLanguage } from '@/store/session/session-slice';
import { useGetDocumentQuery } from '../api/document-api';

export function PostDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const rule = params.get('rule');
  const language = useAppSelector(selectLanguage);
  const valid = isPostRule(rule);
  const { data, isLoading } = useGetDocumentQuery({ rule: rule ?? '', language }, { skip: !valid });

  if (!valid) return <Navigate to={paths.error404.getHref()} replace />;
  return (
    <Container size="lg" py="md">
      <Breadcrumb items={[{ label: data?.title ?? t('content.post.title') }]} />
      <Paper p="xl" withBorder>
        {isLoading && <Loader aria-label={t('app.loading')} />}
        {data && (
          <article>
            <Title order={1} mb="lg">
              {data.title}
            </Title>
            <SanitizedHtml html={data.content_html} />
          </article>
        )}
      </Paper>
    </Container>
  );
}
