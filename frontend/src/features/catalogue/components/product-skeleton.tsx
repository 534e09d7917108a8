import { Container, Grid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The product page's placeholder while the product loads. */
export function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py="md" role="status" aria-label={t('app.loading')}>
      <Skeleton h={14} w={240} my="md" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton style={{ aspectRatio: '1 / 1' }} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Skeleton h={32} w="80%" />
            <Skeleton h={72} radius="md" />
            <Skeleton h={16} w="50%" />
            <Skeleton h={16} w="40%" />
            <Skeleton h={36} w="60%" />
            <Skeleton h={88} radius="md" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

