import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  Button,
  CloseButton,
  Collapse,
  Group,
  Input,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { withProps } from './goods-form-edits';
import { GOODS_LIMITS } from './goods-form-rules';
import { OTHER_LANGUAGES } from './goods-form-values';
import { languageName } from './language-name';
import type { GoodsProp } from './goods-types';
import { applyEdit, type GoodsForm } from './use-goods-form';

/** The option's name in the other languages, folded away until asked for or given. */
function PropNames({ prop, onChange }: { prop: GoodsProp; onChange: (names: Record<string, string>) => void }) {
  const { t, i18n } = useTranslation();
  const names = prop.names ?? {};
  const [opened, { toggle }] = useDisclosure(OTHER_LANGUAGES.some((code) => (names[code] ?? '').trim() !== ''));
  return (
    <Stack gap={4}>
      <Button variant="subtle" size="compact-sm" onClick={toggle} aria-expanded={opened} w="fit-content" px={0}>
        {opened ? t('console.goods.form.prop_names_hide') : t('console.goods.form.prop_names_show')}
      </Button>
      <Collapse expanded={opened}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {OTHER_LANGUAGES.map((code) => (
            <TextInput
              key={code}
              lang={code}
              size="xs"
              maxLength={GOODS_LIMITS.propLabelMax}
              label={t('console.goods.form.prop_name_in', { language: languageName(code, i18n.language) })}
              value={names[code] ?? ''}
              onChange={(event) => {
                onChange({ ...names, [code]: event.currentTarget.value });
              }}
            />
          ))}
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}

/**
 * The product's props (up to 3, e.g. Color and Size), each a label and its values typed as
 * tags. Every change rebuilds the SKU table below from the props' combinations.
 */
export function PropsEditor({ form }: { form: GoodsForm }) {
  const { t } = useTranslation();
  const props = form.getValues().props;
  const change = (next: GoodsProp[]): void => {
    // The rows (and, when a prop goes, the props) move: their old errors would point at the wrong ones.
    applyEdit(form, withProps(form.getValues(), next), ['skus', 'props']);
  };
  const update = (index: number, prop: GoodsProp): void => {
    change(props.map((each, at) => (at === index ? prop : each)));
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('console.goods.form.props_hint', { max: GOODS_LIMITS.propsMax, values: GOODS_LIMITS.propValuesMax })}
      </Text>
      {props.map((prop, index) => (
        // Props have no id; their position is their identity while the form is open.
        <Paper key={index} withBorder p="sm">
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
              <TextInput
                label={t('console.goods.form.prop_label', { number: index + 1 })}
                placeholder={t('console.goods.form.prop_label_placeholder')}
                value={prop.label}
                error={form.errors[`props.${index}.label`]}
                onChange={(event) => {
                  update(index, { ...prop, label: event.currentTarget.value });
                }}
              />
              <PropNames
                prop={prop}
                onChange={(names) => {
                  update(index, { ...prop, names });
                }}
              />
              <TagsInput
                label={t('console.goods.form.prop_values', { number: index + 1 })}
                description={t('console.goods.form.prop_values_hint')}
                value={prop.values}
                maxTags={GOODS_LIMITS.propValuesMax}
                splitChars={[',', '，', '،']}
                error={form.errors[`props.${index}.values`]}
                onChange={(values) => {
                  update(index, { ...prop, values });
                }}
              />
            </Stack>
            <CloseButton
              aria-label={t('console.goods.form.prop_remove', { number: index + 1 })}
              onClick={() => {
                change(props.filter((_, at) => at !== index));
              }}
            />
          </Group>
        </Paper>
      ))}
      {form.errors.props && <Input.Error>{form.errors.props}</Input.Error>}
      {props.length < GOODS_LIMITS.propsMax && (
        <Button
          variant="default"
          w="fit-content"
          onClick={() => {
            change([...props, { label: '', values: [] }]);
          }}
        >
          {t('console.goods.form.prop_add')}
        </Button>
      )}
    </Stack>
  );
}
