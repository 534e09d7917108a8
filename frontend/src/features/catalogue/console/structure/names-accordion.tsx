import '@mantine/core/styles/Accordion.css';
import { Accordion, Group, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/shared/i18n/languages';
import { languageName } from '@/features/catalogue/console/language-name';
import { CATEGORY_NAME_MAX } from './structure-form';

interface NamedValues {
  names: Record<string, string>;
}

/**
 * A category's name in each of the 9 languages, one accordion item per language: its control
 * says the language and the name given so far (or that it is missing), so a phone shows them all
 * without scrolling sideways. Every name is required; a refused one's item stays open.
 */
export function NamesAccordion<V extends NamedValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t, i18n } = useTranslation();
  const names = form.values.names;
  const [opened, setOpened] = useState<string[]>(() => [LANGUAGES.find((code) => code === i18n.language) ?? 'en']);
  // A refused name's item stays open, so its message shows under its field.
  const refused = LANGUAGES.filter((code) => form.errors[`names.${code}`] !== undefined);
  return (
    <Accordion multiple value={[...new Set([...opened, ...refused])]} onChange={setOpened} variant="contained" chevronPosition="left">
      {LANGUAGES.map((code) => {
        const language = languageName(code, i18n.language);
        const given = (names[code] ?? '').trim();
        const error = form.errors[`names.${code}`];
        return (
          <Accordion.Item key={code} value={code}>
            <Accordion.Control aria-label={language}>
              <Group gap="xs" wrap="nowrap" justify="space-between" style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ flexShrink: 0 }}>
                  {language}
                </Text>
                <Text size="sm" c={given ? 'dimmed' : error ? 'red' : 'orange.8'} truncate lang={code}>
                  {given || t('console.structure.name_missing')}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <TextInput
                lang={code}
                dir="auto"
                label={t('console.structure.name_in', { language })}
                withAsterisk
                maxLength={CATEGORY_NAME_MAX}
                {...form.getInputProps(`names.${code}`)}
              />
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
