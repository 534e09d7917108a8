import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Button, Group, Input, Modal, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '@/shared/components/image-upload';
import { notify } from '@/shared/notify';
import { languageOptions } from './content-languages';
import { refusedField, useSaveBannerMutation, type ConsoleBanner } from './content-api';

/** The select's value for "every language" (the server's null). */
const EVERY_LANGUAGE = 'all';
const SORT_MAX = 9999;

interface BannerValues {
  image: string;
  link: string;
  language: string;
  sort: number | string;
  visible: boolean;
}

/** The texts of a refused field, by the field a 102 names. */
const FIELD_ERRORS: Record<string, string> = {
  image: 'console.content.banners.error_image',
  link: 'console.content.banners.error_link',
  language: 'console.content.banners.error_language',
  sort: 'console.content.banners.error_sort',
};

function initialValues(banner: ConsoleBanner | null, nextSort: number): BannerValues {
  if (!banner) return { image: '', link: '', language: EVERY_LANGUAGE, sort: nextSort, visible: true };
  return { image: banner.image, link: banner.link, language: banner.language ?? EVERY_LANGUAGE, sort: banner.sort, visible: banner.visible };
}

export interface BannerFormProps {
  /** The banner to change, or null to add one. */
  banner: ConsoleBanner | null;
  /** Where a new banner goes by default: after the last one. */
  nextSort: number;
  onClose: () => void;
}

/** Adds or changes a banner: its picture (an upload), where it leads, its language, place and visibility. */
export function BannerForm({ banner, nextSort, onClose }: BannerFormProps) {
  const { t, i18n } = useTranslation();
  const [save, saving] = useSaveBannerMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState(banner?.image ?? '');
  const form = useForm<BannerValues>({
    initialValues: initialValues(banner, nextSort),
    validate: {
      image: (value) => (value === '' ? t('console.content.banners.error_image') : null),
      link: (value) => (value.trim() === '' ? t('console.content.banners.error_link') : null),
      sort: (value) => (typeof value === 'number' && value >= 0 && value <= SORT_MAX ? null : t('console.content.banners.error_sort')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    const answer = await save({
      ...(banner ? { banner_id: banner.banner_id } : {}),
      image: values.image,
      link: values.link.trim(),
      language: values.language === EVERY_LANGUAGE ? null : values.language,
      sort: Number(values.sort),
      visible: values.visible,
    });
    if (answer.error === undefined) {
      notify('success', t('console.content.banners.saved'));
      onClose();
      return;
    }
    const field = refusedField(answer.error);
    const fieldText = field ? FIELD_ERRORS[field] : undefined;
    if (field && fieldText) form.setFieldError(field, t(fieldText));
    else if (field !== null) setProblem(t('console.content.banners.error_other'));
  });

  const languages = [{ value: EVERY_LANGUAGE, label: t('console.content.banners.every_language') }, ...languageOptions(i18n.language)];
  const title = banner ? t('console.content.banners.edit_title') : t('console.content.banners.add_title');
  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Input.Wrapper label={t('console.content.banners.picture')} labelElement="div" withAsterisk error={form.errors.image}>
            <Stack gap={4} mt="xs">
              <ImageUpload
                label={t('console.content.banners.picture')}
                imageUrl={preview}
                preview="banner"
                onUploaded={(image) => {
                  form.setFieldValue('image', image.path);
                  setPreview(image.url);
                }}
              />
            </Stack>
          </Input.Wrapper>
          <TextInput
            label={t('console.content.banners.link')}
            description={t('console.content.banners.link_hint')}
            placeholder="/list?categoryId=1"
            withAsterisk
            maxLength={255}
            dir="ltr"
            {...form.getInputProps('link')}
          />
          <Select
            label={t('console.content.banners.language')}
            description={t('console.content.banners.language_hint')}
            data={languages}
            allowDeselect={false}
            {...form.getInputProps('language')}
          />
          <NumberInput
            label={t('console.content.banners.sort')}
            description={t('console.content.banners.sort_hint')}
            min={0}
            max={SORT_MAX}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('sort')}
          />
          <Switch label={t('console.content.banners.visible')} {...form.getInputProps('visible', { type: 'checkbox' })} />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('console.content.cancel')}
            </Button>
            <Button type="submit" loading={saving.isLoading}>
              {t('console.content.banners.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
