import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import { Divider, Drawer, NavLink, Text, useDirection } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountEntries, type AccountEntry } from './account-entries';
import { useLanguageChoice } from './language-choice';
import { RegionSelect } from './region-select';

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
      {children}
    </Text>
  );
}

function AccountLink({ entry }: { entry: AccountEntry }) {
  if ('to' in entry) return <NavLink component={Link} to={entry.to} label={entry.label} />;
  if ('href' in entry) {
    return (
      <NavLink
        component="a"
        href={entry.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={entry.onClick}
        label={entry.label}
      />
    );
  }
  return <NavLink component="button" type="button" onClick={entry.onClick} label={entry.label} />;
}

export interface PhoneMenuProps {
  opened: boolean;
  onClose: () => void;
  /** The category links (a catalogue part, given by the layout like the header's slots). */
  categories?: ReactNode;
}

/**
 * The phone header's menu: categories, account and language, which do not fit beside the
 * search and the cart on a narrow screen. It slides in from the inline start, where its
 * button is, and closes once a link is followed.
 */
export function PhoneMenu({ opened, onClose, categories }: PhoneMenuProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const { personal, orders } = useAccountEntries();
  const { options, current, choose } = useLanguageChoice();
  const closeOnLink = (event: MouseEvent<HTMLDivElement>): void => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={dir === 'rtl' ? 'right' : 'left'}
      size="min(100%, 22rem)"
      title={t('layout.menu.title')}
      data-testid="phone-menu"
    >
      <div onClick={closeOnLink} role="presentation">
        {categories && (
          <nav aria-label={t('catalogue.category_menu.label')}>
            <SectionTitle>{t('catalogue.category_menu.label')}</SectionTitle>
            {categories}
          </nav>
        )}
        <Divider my="xs" />
        <nav aria-label={t('layout.account.menu')}>
          <SectionTitle>{t('layout.account.menu')}</SectionTitle>
          {[...personal, ...orders].map((entry) => (
            <AccountLink key={entry.key} entry={entry} />
          ))}
        </nav>
        <Divider my="xs" />
        <section aria-label={t('layout.menu.language')}>
          <SectionTitle>{t('layout.menu.language')}</SectionTitle>
          {options.map((option) => (
            <NavLink
              key={option.sn}
              component="button"
              type="button"
              lang={option.sn}
              label={option.name}
              active={option.sn === current}
              aria-current={option.sn === current ? 'true' : undefined}
              onClick={() => {
                choose(option.sn);
              }}
            />
          ))}
        </section>
        <Divider my="xs" />
        <div style={{ padding: 'var(--mantine-spacing-sm)' }}>
          <RegionSelect />
        </div>
      </div>
    </Drawer>
  );
}
