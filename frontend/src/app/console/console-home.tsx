import { Center, Loader, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import { hasRole } from '@/store/session/roles';
import { selectUser } from '@/store/session/session-slice';
import { SECTION_GROUP_LABELS, visibleSections, type ConsoleSection } from './sections';
import { NoAccess } from './no-access';
import { ReviewOverview } from './review-overview';

// The dashboard brings its chart library: fetched only for sellers.
const SellerDashboard = lazy(async () => ({ default: (await import('@/features/shops/console/dashboard/seller-dashboard')).SellerDashboard }));

/** The review sections whose counts the reviewer's overview shows: they need no card of their own. */
const COUNTED_QUEUES = new Set(['recharge', 'withdraw', 'shop-applications', 'disputes']);

function SectionCards({ sections }: { sections: ConsoleSection[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {sections.map((section) => (
        <UnstyledButton key={section.key} component={Link} to={section.to} data-testid={`home-${section.key}`}>
          <Paper withBorder p="md" h="100%">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t(SECTION_GROUP_LABELS[section.group])}
            </Text>
            <Text fw={600} c="orange.8">
              {t(section.labelKey)}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

/**
 * /console: a reviewer sees the queues' waiting and overdue counts first, a seller the shop's
 * dashboard; everyone then finds links to their (other) sections, so a user with a single role
 * lands somewhere useful too.
 */
export function ConsoleHome() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const sections = visibleSections(user);
  if (sections.length === 0) return <NoAccess />;
  const reviewer = hasRole(user, 'reviewer');
  const seller = hasRole(user, 'seller');
  const others = sections.filter(
    (section) => !(reviewer && COUNTED_QUEUES.has(section.key)) && !(seller && section.to === paths.consoleSellerDashboard.getHref()),
  );
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('console.home.title')}
      </Title>
      {reviewer && <ReviewOverview />}
      {seller && (
        <Suspense
          fallback={
            <Center py="lg">
              <Loader aria-label={t('app.loading')} />
            </Center>
          }
        >
          <SellerDashboard headingOrder={2} />
        </Suspense>
      )}
      {others.length > 0 && (
        <section>
          <Title order={2} size="h4" mb="sm">
            {reviewer || seller ? t('console.home.other_sections') : t('console.home.sections')}
          </Title>
          <SectionCards sections={others} />
        </section>
      )}
    </Stack>
  );
}
