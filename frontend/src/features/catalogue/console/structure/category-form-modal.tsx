import './structure-styles';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/shared/i18n/languages';
import { notify } from '@/shared/notify';
import { localizedName } from '@/features/catalogue/localized';
import { NamesAccordion } from './names-accordion';
import { ChangeReason } from './change-reason';
import { PictureChoice } from './picture-choice';
import { useSaveConsoleCategoryMutation, type ConsoleCategory } from './structure-api';
import { SORT_MAX, everyLanguage, possibleParents, saveProblem } from './structure-form';

/** What the modal edits: a new category (under `parent`, or at the top) or an existing one. */
export type CategoryEditing = { kind: 'new'; parent: ConsoleCategory | null } | { kind: 'edit'; node: ConsoleCategory };

interface CategoryValues {
  names: Record<string, string>;
  parent: string;
  icon: string;
  sort: number | string;
  visible: boolean;
  reason: string;
}

const TOP = '0';
const FIELDS = ['names', 'parent_id', 'icon', 'sort', 'category_id', 'reason'] as const;

function initialValues(editing: CategoryEditing, tree: ConsoleCategory[]): CategoryValues {
  if (editing.kind === 'new') {
    // After its future siblings, by default.
    const siblings = editing.parent?.children ?? tree;
    const sort = Math.min(SORT_MAX, Math.max(0, ...siblings.map((child) => child.sort + 1)));
    return { names: everyLanguage(), parent: String(editing.parent?.category_id ?? TOP), icon: '', sort, visible: true, reason: '' };
  }
  const { node } = editing;
  return { names: everyLanguage(node.names), parent: String(node.parent_id ?? TOP), icon: node.icon, sort: node.sort, visible: node.visible, reason: '' };
}

function CategoryForm({ editing, tree, onClose }: { editing: CategoryEditing; tree: ConsoleCategory[]; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [save, saving] = useSaveConsoleCategoryMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const node = editing.kind === 'edit' ? editing.node : undefined;
  const generated = node && node.icon === '' ? node.icon_url : '';
  const [preview, setPreview] = useState(node?.icon_url ?? '');
  const form = useForm<CategoryValues>({
    initialValues: initialValues(editing, tree),
    validate: {
      names: Object.fromEntries(
        LANGUAGES.map((code) => [code, (value: string) => (value.trim() === '' ? t('console.structure.name_required') : null)]),
      ),
      sort: (value) => (Number.isInteger(value) && Number(value) >= 0 && Number(value) <= SORT_MAX ? null : t('console.structure.sort_range', { max: SORT_MAX })),
    },
  });
  const parents = [
    { value: TOP, label: t('console.structure.top_level') },
    ...possibleParents(tree, node).map((parent) => ({
      value: String(parent.category_id),
      label: `${'— '.repeat(parent.level - 1)}${localizedName(parent.names, i18n.language)}`,
    })),
  ];

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    const answer = await save({
      ...(node ? { category_id: node.category_id } : {}),
      parent_id: Number(values.parent) || null,
      names: Object.fromEntries(Object.entries(values.names).map(([code, name]) => [code, name.trim()])),
      icon: values.icon,
      sort: Number(values.sort),
      visible: values.visible,
      reason: values.reason.trim(),
    });
    if (answer.error === undefined) {
      notify('success', t('console.structure.category_saved', { name: values.names[i18n.language] || values.names.en }));
      onClose();
      return;
    }
    const placed = saveProblem(answer.error, FIELDS, t('api.error_unknown'));
    if (placed?.field === 'parent_id') form.setFieldError('parent', placed.message);
    else if (placed?.field === 'icon' || placed?.field === 'sort' || placed?.field === 'reason') form.setFieldError(placed.field, placed.message);
    else if (placed) setProblem(placed.message);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t(node ? 'console.structure.edit_category' : 'console.structure.new_category')}>
      <Stack gap="md">
        <Select
          label={t('console.structure.parent')}
          data={parents}
          searchable
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('parent')}
        />
        <NamesAccordion form={form} />
        <PictureChoice
          label={t('console.structure.icon')}
          value={form.values.icon}
          previewUrl={preview}
          error={form.errors.icon as string | undefined}
          onUploaded={(image) => {
            form.setFieldValue('icon', image.path);
            setPreview(image.url);
          }}
          onUseGenerated={() => {
            form.setFieldValue('icon', '');
            setPreview(generated);
          }}
        />
        <NumberInput
          label={t('console.structure.sort')}
          description={t('console.structure.sort_hint')}
          min={0}
          max={SORT_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('sort')}
        />
        <Switch
          label={t('console.structure.visible')}
          description={t('console.structure.category_visible_hint')}
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

/** console/category/save: a new category or an existing one, named in all 9 languages. */
export function CategoryFormModal({ editing, tree, onClose }: { editing: CategoryEditing | null; tree: ConsoleCategory[]; onClose: () => void }) {
  const { t } = useTranslation();
  const title = editing?.kind === 'edit' ? t('console.structure.edit_category') : t('console.structure.new_category');
  return (
    <Modal opened={editing !== null} onClose={onClose} title={title} size="lg">
      {editing && <CategoryForm editing={editing} tree={tree} onClose={onClose} />}
    </Modal>
  );
}
