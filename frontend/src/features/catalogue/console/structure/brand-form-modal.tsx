import './structure-styles';
import { Alert, Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify';
import { ChangeReason } from './change-reason';
import { PictureChoice } from './picture-choice';
import { useSaveConsoleBrandMutation, type ConsoleBrand } from './structure-api';
import { BRAND_NAME_MAX, saveProblem } from './structure-form';

/** What the modal edits: a new brand or an existing one. */
export type BrandEditing = { kind: 'new' } | { kind: 'edit'; brand: ConsoleBrand };

interface BrandValues {
  name: string;
  logo: string;
  visible: boolean;
  reason: string;
}

const FIELDS = ['name', 'logo', 'brand_id', 'reason'] as const;

function BrandForm({ editing, onClose }: { editing: BrandEditing; onClose: () => void }) {
  const { t } = useTranslation();
  const [save, saving] = useSaveConsoleBrandMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const brand = editing.kind === 'edit' ? editing.brand : undefined;
  const generated = brand && brand.logo === '' ? brand.logo_url : '';
  const [preview, setPreview] = useState(brand?.logo_url ?? '');
  const form = useForm<BrandValues>({
    initialValues: { name: brand?.name ?? '', logo: brand?.logo ?? '', visible: brand?.visible ?? true, reason: '' },
    validate: { name: (value) => (value.trim() === '' ? t('console.structure.brand_name_required') : null) },
  });

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    const answer = await save({ ...(brand ? { brand_id: brand.brand_id } : {}), ...values, name: values.name.trim(), reason: values.reason.trim() });
    if (answer.error === undefined) {
      notify('success', t('console.structure.brand_saved', { name: values.name.trim() }));
      onClose();
      return;
    }
    const placed = saveProblem(answer.error, FIELDS, t('api.error_unknown'));
    if (placed?.field === 'name' || placed?.field === 'logo' || placed?.field === 'reason') form.setFieldError(placed.field, placed.message);
    else if (placed) setProblem(placed.message);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t(brand ? 'console.structure.edit_brand' : 'console.structure.new_brand')}>
      <Stack gap="md">
        <TextInput
          label={t('console.structure.brand_name')}
          description={t('console.structure.brand_name_hint')}
          withAsterisk
          maxLength={BRAND_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <PictureChoice
          label={t('console.structure.logo')}
          value={form.values.logo}
          previewUrl={preview}
          error={form.errors.logo as string | undefined}
          onUploaded={(image) => {
            form.setFieldValue('logo', image.path);
            setPreview(image.url);
          }}
          onUseGenerated={() => {
            form.setFieldValue('logo', '');
            setPreview(generated);
          }}
        />
        <Switch
          label={t('console.structure.visible')}
          description={t('console.structure.brand_visible_hint')}
          {...form.getInputProps('visible', { type: 'checkbox' })}
        />
        <ChangeReason {...form.getInputProps('reason')} />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('console.structure.cancel')}
          </Button>
          <Button type="submit" loading={saving.isLoading}>
            {t('console.structure.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** console/brand/save: a new brand or an existing one. */
export function BrandFormModal({ editing, onClose }: { editing: BrandEditing | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title = editing?.kind === 'edit' ? t('console.structure.edit_brand') : t('console.structure.new_brand');
  return (
    <Modal opened={editing !== null} onClose={onClose} title={title}>
      {editing && <BrandForm key={editing.kind === 'edit' ? editing.brand.brand_id : 'new'} editing={editing} onClose={onClose} />}
    </Modal>
  );
}
