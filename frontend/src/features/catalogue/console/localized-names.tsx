import { Button, Collapse, Input, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { OTHER_LANGUAGES } from './goods-form-values';
import { languageName } from './language-name';
import type { GoodsForm } from './use-goods-form';

/**
 * The product's name in the other languages, folded away: all optional, shoppers reading a
 * language without one see the main name. Opens by itself when a name is given or refused.
 */
export function LocalizedNames({ form }: { form: GoodsForm }) {
  const { t, i18n } = useTranslation();
  const values = form.getValues();
  const given = OTHER_LANGUAGES.some((code) => (values.names[code] ?? '').trim() !== '');
  const refused = Object.keys(form.errors).some((path) => path === 'names' || path.startsWith('names.'));
  const [opened, { toggle }] = useDisclosure(given);
  return (
    <Stack gap="xs">
      <Button variant="subtle" onClick={toggle} aria-expanded={opened || refused} w="fit-content" px={0}>
        {opened || refused ? t('console.goods.form.names_hide') : t('console.goods.form.names_show')}
      </Button>
      {form.errors.names && <Input.Error>{form.errors.names}</Input.Error>}
      <Collapse expanded={opened || refused}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {OTHER_LANGUAGES.map((code) => (
            <TextInput
              key={code}
              lang={code}
              label={t('console.goods.form.name_in', { language: languageName(code, i18n.language) })}
              {...form.getInputProps(`names.${code}`)}
            />
          ))}
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
