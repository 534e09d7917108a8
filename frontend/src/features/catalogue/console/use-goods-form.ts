import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { goodsFormProblems, type Problem } from './goods-form-rules';
import type { GoodsFormValues } from './goods-form-values';

export type GoodsForm = UseFormReturnType<GoodsFormValues>;

/** A problem in the reader's language. */
export function useProblemText(): (problem: Problem) => string {
  const { t } = useTranslation();
  return (problem) => t(problem.key, problem.values);
}

/** The product form: every rule of goods-form-rules checked on Save, each message at its field. */
export function useGoodsForm(initial: GoodsFormValues): GoodsForm {
  const textOf = useProblemText();
  return useForm<GoodsFormValues>({
    initialValues: initial,
    validate: (values) =>
      Object.fromEntries(Object.entries(goodsFormProblems(values)).map(([path, problem]) => [path, textOf(problem)])),
  });
}

/**
 * Applies a compound edit and drops the errors under `paths` (their rows moved or went away,
 * so an error there would sit next to the wrong row).
 */
export function applyEdit(form: GoodsForm, edit: Partial<GoodsFormValues>, paths: readonly string[]): void {
  form.setValues(edit);
  const stale = (path: string) => paths.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));
  form.setErrors(Object.fromEntries(Object.entries(form.errors).filter(([path]) => !stale(path))));
}
