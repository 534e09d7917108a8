import { Anchor, Avatar, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { STOREFRONT_HEADER, useLayoutOptions } from '@/store/use-layout-options';
import { useAfterFirstPaint } from '@/shared/after-first-paint';
import { belowTheFold } from '@/shared/below-the-fold';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';
import { promiseTexts } from '@/shared/config/promise-texts';
import type { ScreenStore } from '@/store/root-state';
import { catalogueApi, useGetHomeQuery, useGetLevelOneCategoriesQuery } from '../api/catalogue-api';
import { useLocalizedName } from '../localized';
import { BANNER_HEIGHT } from '../swiper';
import { LoadError } from './catalogue-states';
import { HomeBanners } from './home-banners';
import { ProductGrid, ProductGridSkeleton } from './product-card';

const bannerSkeleton = <Skeleton h={BANNER_HEIGHT} radius="md" />;
// A product row's height until it is first drawn: eight to ten cards, two to a row on a phone.
const PRODUCT_ROW_ESTIMATE_PX = 1400;

function CategoryEntries() {
  const { t } = useTranslation();
  const nameOf = useLocalizedName();
  // Below the banner: asked for after its paint, with the skeletons in place until then.
  const painted = useAfterFirstPaint();
  const { data: categories, isLoading: loading } = useGetLevelOneCategoriesQuery(undefined, { skip: !painted });
  const isLoading = loading || !painted;
  if (!isLoading && !categories?.length) return null;
  return (
    <section aria-labelledby="home-categories">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="home-categories">
          {t('catalogue.home.categories')}
        </Title>
        <Anchor component={Link} to={paths.categoryIndex.getHref()} size="sm">
          {t('catalogue.home.all_categories')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 3, sm: 4, md: 8 }} spacing="sm">
        {isLoading
          ? Array.from({ length: 8 }, (_, index) => <Skeleton key={index} h={92} radius="md" />)
          : categories?.map((category) => {
              const name = nameOf(category.names);
              return (
                <UnstyledButton key={category.id} component={Link} to={paths.list.getHref({ categoryId: category.id })}>
                  <Paper withBorder p="sm" radius="md" h="100%">
                    <Stack align="center" gap={6}>
                      <Avatar src={category.icon || null} color="orange" radius="xl" alt="" aria-hidden="true">
                        {name.slice(0, 1)}
                      </Avatar>
                      <Text size="sm" ta="center" lineClamp={2}>
                        {name}
                      </Text>
                    </Stack>
                  </Paper>
                </UnstyledButton>
              );
            })}
      </SimpleGrid>
    </section>
  );
}

/** The screen's first call (route-table.ts); its answer is in the page on a first visit. */
export function screenStart(store: ScreenStore) {
  return store.dispatch(catalogueApi.endpoints.getHome.initiate(undefined, { subscribe: false }));
}

/** Home: banner swiper, category entry points, product sections, and the shop's promises. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  useLayoutOptions(STOREFRONT_HEADER);
  const { data: config } = useGetSiteConfigQuery();
  const { data: home, isLoading, isError, refetch } = useGetHomeQuery();
  // The product sections lie below the first screen: they render after the banner's paint (even when the answer is there for the first render), in the background,
  // while their skeletons hold the place.
  const painted = useAfterFirstPaint();
  const sections = painted ? home?.sections : undefined;
  const sectionsLoading = isLoading || (home !== undefined && sections === undefined);
  const stated = promiseTexts(config, t, i18n.language);
  // Until the config says what holds, the two figures' tiles stay empty (same size, no shift).
  const promises = [stated?.freeDelivery ?? '', t('home.promise.money_back'), stated?.countries ?? '', t('home.promise.support')];

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('home.welcome.title', { site: config?.site_name || t('app.name') })}</Title>
          <Text c="dimmed" mt="xs">
            {t('home.welcome.subtitle')}
          </Text>
        </div>
        {isLoading && bannerSkeleton}
        {home && home.banners.length > 0 && <HomeBanners banners={home.banners} />}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {promises.map((promise, index) => (
            <Paper key={index} p="md" withBorder>
              <Text fw={500}>{promise || '\u00a0'}</Text>
            </Paper>
          ))}
        </SimpleGrid>
        <CategoryEntries />
        {sectionsLoading && <ProductGridSkeleton count={10} />}
        {isError && (
          <LoadError
            onRetry={() => {
              void refetch();
            }}
          />
        )}
        {sections
          ?.filter((section) => section.goods.length > 0)
          .map((section, index) => (
            <section
              key={`${section.title}-${index}`}
              aria-labelledby={`home-section-${index}`}
              style={belowTheFold(PRODUCT_ROW_ESTIMATE_PX)}
            >
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h3" id={`home-section-${index}`}>
                  {section.title}
                </Title>
                <Anchor component={Link} to={paths.productIndex.getHref()} size="sm">
                  {t('catalogue.home.more')}
                </Anchor>
              </Group>
              <ProductGrid goods={section.goods} />
            </section>
          ))}
      </Stack>
    </Container>
  );
}
