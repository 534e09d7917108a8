import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Title order={1} size={72} c="orange.7">
          404
        </Title>
        <Title order={2}>{t('errors.not_found.title')}</Title>
        <Text c="dimmed">{t('errors.not_found.body')}</Text>
        <Button component={Link} to={paths.index.getHref()}>
          {t('errors.not_found.back_home')}
        </Button>
      </Stack>
    </Container>
  );
}
