import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, type PostRule } from '@/config/paths';
import { SubscribeBox } from '@/features/site/components/subscribe-box';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';

export const COPYRIGHT_YEAR = 2025;

export function Footer({ showSubscribe }: { showSubscribe: boolean }) {
  const { t } = useTranslation();
  const { data: config } = useGetSiteConfigQuery();
  const posts: { rule: PostRule; label: string }[] = [
    { rule: 'about_us', label: t('layout.footer.about_us') },
    { rule: 'terms', label: t('layout.footer.terms') },
    { rule: 'privacy', label: t('layout.footer.privacy') },
    { rule: 'return', label: t('layout.footer.return') },
    { rule: 'faq', label: t('layout.footer.faq') },
    { rule: 'contact_us', label: t('layout.footer.contact_us') },
  ];

  return (
    <Box component="footer" bg="gray.9" c="gray.3" py="xl" mt="xl">
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="xs" component="nav" aria-label={t('layout.footer.information')}>
            <Title order={2} size="h5" c="white">
              {t('layout.footer.information')}
            </Title>
            {posts.map((post) => (
              <Anchor key={post.rule} component={Link} to={paths.postDetail.getHref(post.rule)} c="gray.3" size="sm">
                {post.label}
              </Anchor>
            ))}
          </Stack>
          {showSubscribe && <SubscribeBox />}
        </SimpleGrid>
        <Group justify="center" mt="xl">
          <Text size="xs">
            {t('layout.footer.copyright', { year: COPYRIGHT_YEAR, site: config?.site_name || t('app.name') })}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
