import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify';
import { useSaveCommissionRuleMutation } from './commission-api';
import { percentProblem, ruleProblem } from './commission-rules';
import type { RuleSave, TreeCategory } from './commission-types';
import type { RuleEdit } from './rule-edit';
import { CategoryPick, ShopPick } from './target-pickers';

export const REASON_MAX = 500;

interface RuleForm {
  target: string;
  percent: string;
  reason: string;
}

function useTitle(edit: RuleEdit): string {
  const { t } = useTranslation();
  const target = edit.targetLabel ?? '';
  if (edit.scope === 'default') return t('console.commission.default_title');
  if (edit.mode === 'remove') return t('console.commission.remove_title', { target });
  if (edit.targetId !== undefined) return t('console.commission.edit_title', { target });
  return edit.scope === 'category' ? t('console.commission.add_category') : t('console.commission.add_shop');
}

/** Sets, changes or removes one rule; a refusal stays in the dialog, under the field it names. */
export function RuleModal({ edit, tree, onClose }: { edit: RuleEdit; tree: readonly TreeCategory[]; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
  const [save, saving] = useSaveCommissionRuleMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const removing = edit.mode === 'remove';
  const choosing = edit.scope !== 'default' && edit.targetId === undefined;
  const title = useTitle(edit);
  const form = useForm<RuleForm>({
    initialValues: { target: edit.targetId === undefined ? '' : String(edit.targetId), percent: edit.percent ?? '', reason: '' },
    validate: {
      target: (value) => (edit.scope !== 'default' && value === '' ? t('console.commission.target_required') : null),
      percent: (value) => {
        const wrong = removing ? null : percentProblem(value);
        if (wrong === 'required') return t('console.commission.percent_required');
        if (wrong === 'range') return t('console.commission.percent_range');
        return wrong && t('console.commission.percent_places');
      },
      reason: (value) => (value.trim().length > REASON_MAX ? t('console.commission.reason_too_long', { max: REASON_MAX }) : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    const rule: RuleSave = { scope: edit.scope, percent: removing ? null : values.percent.trim(), reason: values.reason.trim() };
    if (edit.scope !== 'default') rule.target_id = Number(values.target);
    const answer = await save(rule);
    if (answer.error === undefined) {
      notify('success', removing ? t('console.commission.removed') : t('console.commission.saved'));
      onClose();
      return;
    }
    const placed = ruleProblem(answer.error, t('api.error_unknown'));
    if (placed?.field) form.setFieldError(placed.field === 'target_id' ? 'target' : placed.field, placed.message);
    else if (placed) setProblem(placed.message);
  });

  const pickProps = { value: form.values.target, onChange: (value: string) => { form.setFieldValue('target', value); }, error: form.errors.target };
  return (
    <Modal opened onClose={onClose} title={title} fullScreen={phone} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          {choosing && (edit.scope === 'category' ? <CategoryPick tree={tree} {...pickProps} /> : <ShopPick {...pickProps} />)}
          {removing ? (
            <Text size="sm">{t(edit.scope === 'category' ? 'console.commission.remove_category_question' : 'console.commission.remove_shop_question')}</Text>
          ) : (
            <TextInput
              label={t('console.commission.rate')}
              description={t('console.commission.rate_hint')}
              inputMode="decimal"
              withAsterisk
              rightSection="%"
              data-autofocus={!choosing || undefined}
              {...form.getInputProps('percent')}
            />
          )}
          <Textarea label={t('console.commission.reason')} description={t('console.commission.reason_hint')} rows={3} {...form.getInputProps('reason')} />
          {problem && <Alert color="red">{problem}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('console.commission.cancel')}
            </Button>
            <Button type="submit" color={removing ? 'red' : undefined} loading={saving.isLoading}>
              {removing ? t('console.commission.remove') : t('console.commission.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
