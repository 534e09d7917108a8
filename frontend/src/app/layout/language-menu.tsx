import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Menu.css';
import { Button, Image, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguageChoice } from './language-choice';

export function LanguageMenu() {
  const { t } = useTranslation();
  const { options, current, currentName, choose } = useLanguageChoice();

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* The spoken name includes the visible one, so voice control finds the button by what it shows. */}
        <Button variant="subtle" size="xs" aria-label={t('layout.header.language_current', { language: currentName })}>
          {currentName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {options.map((option) => (
          <Menu.Item
            key={option.sn}
            lang={option.sn}
            onClick={() => {
              choose(option.sn);
            }}
            leftSection={option.icon ? <Image src={option.icon} alt="" w={18} h={18} /> : null}
            aria-current={option.sn === current ? 'true' : undefined}
          >
            {option.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
