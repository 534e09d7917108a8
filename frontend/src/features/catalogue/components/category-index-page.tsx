import { Anchor, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { STOREFRONT_HEADER, useLayoutOptions } from '@/store/use-layout-options';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import { useGetCategoryTreeQuery } from '../api/catalogue-api';
import type { Category } from '../api/catalogue-types';
import { useLocalizedName } from '../localized';
import { EmptyResult, LoadError } from './catalogue-states';

function CategoryLink({ category, strong }: { category: Category; strong?: boolean }) {
  const nameOf = useLocalizedName();
  return (
    <Anchor component={Link} to={paths.list.getHref({ categoryId: category.id })} size="sm" fw={strong ? 600 : 400} c={strong ? 'dark' : undefined}>
      {nameOf(category.names)}
    </Anchor>
  );
}

/** Every category, three levels deep; each one opens the list. */
export function CategoryIndexPage() {
  const { t } = useTranslation();
  const nameOf = useLocalizedName();
  useLayoutOptions(STOREFRONT_HEADER);
  const { data: categories, isLoading, isError, refetch } = useGetCategoryTreeQuery();

  return (
    <Container size="xl" py="md">
      <Breadcrumb items={[{ label: t('catalogue.category_index.title') }]} />
      <Title order={1} size="h2" mb="md">
        {t('catalogue.category_index.title')}
      </Title>
      {isLoading && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-label={t('app.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} h={180} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {isError && (
        <LoadError
          onRetry={() => {
            void refetch();
          }}
        />
      )}
      {categories && categories.length === 0 && <EmptyResult title={t('catalogue.category_index.empty')} />}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {categories?.map((top) => (
          <Paper key={top.id} withBorder p="md" radius="md" component="section" aria-label={nameOf(top.names)}>
            <Title order={2} size="h4" mb="sm">
              <Anchor component={Link} to={paths.list.getHref({ categoryId: top.id })} inherit c="orange.8">
                {nameOf(top.names)}
              </Anchor>
            </Title>
            <Stack gap="sm">
              {top.children.map((second) => (
                <div key={second.id}>
                  <CategoryLink category={second} strong />
                  {second.children.length > 0 && (
                    <Group gap="xs" mt={4} wrap="wrap">
                      {second.children.map((third) => (
                        <CategoryLink key={third.id} category={third} />
                      ))}
                    </Group>
                  )}
                </div>
              ))}
              {top.children.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('catalogue.category_index.no_children')}
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
