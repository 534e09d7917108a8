import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Menu.css';
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/session-slice';
import { useAccountEntries, type AccountEntry } from './account-entries';

function AccountMenuItem({ entry }: { entry: AccountEntry }) {
  if ('to' in entry) {
    return (
      <Menu.Item component={Link} to={entry.to}>
        {entry.label}
      </Menu.Item>
    );
  }
  if ('href' in entry) {
    return (
      <Menu.Item component="a" href={entry.href} target="_blank" rel="noopener noreferrer" onClick={entry.onClick}>
        {entry.label}
      </Menu.Item>
    );
  }
  return <Menu.Item onClick={entry.onClick}>{entry.label}</Menu.Item>;
}

export function AccountMenu() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const { personal, orders } = useAccountEntries();

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="xs">
          {user ? user.nickname || user.email : t('layout.account.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {personal.map((entry) => (
          <AccountMenuItem key={entry.key} entry={entry} />
        ))}
        <Menu.Divider />
        {orders.map((entry) => (
          <AccountMenuItem key={entry.key} entry={entry} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
