import { Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { LoadFailed } from '@/shared/components/load-failed';
import { positiveInt } from '@/shared/query-params';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/session-slice';
import { useGetPersonQuery } from './people-api';
import { PersonFacts } from './person-facts';
import { PersonLogins } from './person-logins';
import { PersonRoles } from './person-roles';
import { PersonStanding } from './person-standing';
import { StandingBadge } from './role-badges';

/**
 * console/user/detail: one user as the operators see them, with their roles (granted, revoked,
 * or waiting for a second operator), their standing (disable with a reason, enable), their shop,
 * wallet and recent log-ins. An operator's own page offers no changes: nobody changes their own
 * roles or disables themselves.
 */
export function PersonPage() {
  const { t } = useTranslation();
  const uid = positiveInt(useParams().uid);
  const me = useAppSelector(selectUser);
  const result = useGetPersonQuery(uid ?? 0, { skip: uid === undefined, refetchOnMountOrArgChange: true });
  const person = result.data;
  const back = (
    <Anchor component={Link} to={paths.consolePeople.getHref()} size="sm">
      {t('console.people.back')}
    </Anchor>
  );

  if (uid === undefined || result.isError) {
    return (
      <Stack gap="md">
        {back}
        <LoadFailed error={result.error} onRetry={() => void result.refetch()} />
      </Stack>
    );
  }
  if (!person) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  const own = me !== null && me.uid === person.uid;
  return (
    <Stack gap="md">
      {back}
      <Group gap="sm" wrap="wrap">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{person.nickname || person.email}</bdi>
        </Title>
        <StandingBadge disabled={person.disabled} />
      </Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('console.people.heading_facts', { email: person.email, uid: person.uid })}
      </Text>
      {own && (
        <Text size="sm" role="note" data-testid="own-account">
          {t('console.people.own_account')}
        </Text>
      )}
      <PersonRoles person={person} own={own} />
      <PersonStanding person={person} own={own} />
      <PersonFacts person={person} />
      <PersonLogins person={person} />
    </Stack>
  );
}
