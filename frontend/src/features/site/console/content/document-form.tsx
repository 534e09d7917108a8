import '@mantine/core/styles/Skeleton.css';
import { Alert, Anchor, Button, Group, Input, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, type PostRule } from '@/config/paths';
import { notify } from '@/shared/notify';
import { refusedField, useSaveDocumentMutation, type ConsoleDocument } from './content-api';

// TipTap and ProseMirror come with this form alone, after it paints.
const RichTextEditorField = lazy(() => import('@/shared/components/rich-text-editor'));

const TITLE_MAX = 255;

const FIELD_ERRORS: Record<string, string> = {
  title: 'console.content.documents.error_title',
  content_html: 'console.content.documents.error_content',
};

/** One document in one language: its title and its text in the rich-text editor. */
export function DocumentForm({ document }: { document: ConsoleDocument }) {
  const { t } = useTranslation();
  const [save, saving] = useSaveDocumentMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const contentLabelId = useId();
  const form = useForm({
    initialValues: { title: document.title, content_html: document.content_html },
    validate: {
      title: (value) => (value.trim() === '' ? t('console.content.documents.error_title') : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    const answer = await save({
      id: document.id,
      language: document.language,
      title: values.title.trim(),
      content_html: values.content_html,
    });
    if (answer.error === undefined) {
      notify('success', t('console.content.documents.saved'));
      form.resetDirty();
      return;
    }
    const field = refusedField(answer.error);
    const fieldText = field ? FIELD_ERRORS[field] : undefined;
    if (field && fieldText) form.setFieldError(field, t(fieldText));
    else if (field !== null) setProblem(t('console.content.documents.error_other'));
  });

  return (
    // The form speaks the document's language, so the browser checks its spelling in that
    // language and a screen reader reads it in that voice.
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('console.content.documents.form_label')}
      lang={document.language}
    >
      <Stack gap="md">
        <TextInput
          label={t('console.content.documents.title_label')}
          withAsterisk
          maxLength={TITLE_MAX}
          dir="auto"
          {...form.getInputProps('title')}
        />
        <Input.Wrapper
          label={t('console.content.documents.content_label')}
          labelProps={{ id: contentLabelId }}
          labelElement="div"
          description={t('console.content.documents.content_hint')}
          error={form.errors.content_html}
        >
          <Suspense fallback={<Skeleton h={230} />}>
            <RichTextEditorField
              value={form.values.content_html}
              onChange={(html) => {
                form.setFieldValue('content_html', html);
              }}
              labelId={contentLabelId}
              invalid={Boolean(form.errors.content_html)}
            />
          </Suspense>
        </Input.Wrapper>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to={paths.postDetail.getHref(document.id as PostRule)} target="_blank" size="sm">
            {t('console.content.documents.view')}
          </Anchor>
          <Button type="submit" loading={saving.isLoading}>
            {t('console.content.documents.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
