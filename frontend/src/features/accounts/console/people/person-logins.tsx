import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/shared/components/data-table';
import { Section } from '@/shared/components/section';
import { formatDateTime } from '@/shared/format';
import type { PersonDetail } from './people-api';

type Login = PersonDetail['recent_logins'][number] & { position: number };

/** The user's last log-ins (at most 20), newest first: when, from where, with which browser. */
export function PersonLogins({ person }: { person: PersonDetail }) {
  const { t } = useTranslation();
  const title = t('console.people.logins_title');
  return (
    <Section title={title}>
      {person.recent_logins.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('console.people.no_logins')}
        </Text>
      ) : (
        <DataTable<Login>
          items={person.recent_logins.map((login, position) => ({ ...login, position }))}
          label={title}
          rowKey={(login) => login.position}
          columns={[
            { key: 'time', header: t('console.column.time'), role: 'title', nowrap: true, cell: (login) => formatDateTime(login.time) },
            { key: 'ip', header: t('console.people.ip'), cell: (login) => <bdi>{login.ip || '—'}</bdi> },
            { key: 'agent', header: t('console.people.user_agent'), cell: (login) => <bdi>{login.user_agent || '—'}</bdi> },
          ]}
        />
      )}
    </Section>
  );
}
