import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { PagedDataTable } from '@/shared/components/paged-table';
import { formatDateTime } from '@/shared/format';
import { pageParam } from '@/shared/query-params';
import { useGetPeopleQuery, type Person } from './people-api';
import { isGrantableRole } from './people-labels';
import { PeopleSearch, type PeopleFilters } from './people-search';
import { RoleBadges, StandingBadge } from './role-badges';

/**
 * console/user/list: users found by e-mail, uid or name, or by role, newest first; each opens the
 * user's page. The search, role and page live in the query string.
 */
export function PeopleListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keywords = params.get('keywords') ?? '';
  const roleParam = params.get('role');
  const role = isGrantableRole(roleParam) ? roleParam : '';
  const page = pageParam(params.get('page'));
  const result = useGetPeopleQuery({ keywords, role, page }, { refetchOnMountOrArgChange: true });
  const title = t('console.people.title');

  const show = (filters: PeopleFilters, nextPage = 1): void => {
    const query: Record<string, string> = {};
    if (filters.keywords) query.keywords = filters.keywords;
    if (filters.role) query.role = filters.role;
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="md">
        <Stack gap="md">
          <PeopleSearch key={`${keywords}|${role}`} value={{ keywords, role }} onChange={(filters) => { show(filters); }} />
          <PagedDataTable<Person>
            result={result}
            page={page}
            onPageChange={(next) => { show({ keywords, role }, next); }}
            label={title}
            emptyText={t('console.people.empty')}
            rowKey={(person) => person.uid}
            columns={[
              {
                key: 'user',
                header: t('console.column.user'),
                role: 'title',
                cell: (person) => (
                  <Stack gap={0}>
                    <Anchor component={Link} to={paths.consolePerson.getHref(person.uid)} aria-label={t('console.people.open_label', { email: person.email })}>
                      <bdi>{person.nickname || person.email}</bdi>
                    </Anchor>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {person.email}
                    </Text>
                  </Stack>
                ),
              },
              { key: 'uid', header: t('console.people.uid'), nowrap: true, cell: (person) => person.uid },
              { key: 'roles', header: t('console.people.roles'), cell: (person) => <RoleBadges roles={person.roles} /> },
              { key: 'standing', header: t('console.column.status'), cell: (person) => <StandingBadge disabled={person.disabled} /> },
              { key: 'joined', header: t('console.people.joined'), nowrap: true, cell: (person) => formatDateTime(person.created_at) },
            ]}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
