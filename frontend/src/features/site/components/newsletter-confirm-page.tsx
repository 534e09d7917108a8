import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/shared/api/api-types';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';
import { subscriberOffer } from '@/shared/config/promise-texts';
import { useConfirmSubscriptionMutation } from '../api/newsletter-api';

/** The confirmation e-mail's link: confirms the subscription once and says what it brings. */
export function NewsletterConfirmPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, result] = useConfirmSubscriptionMutation();
  const { data: config } = useGetSiteConfigQuery();
  const sent = useRef(false);
  const offer = subscriberOffer(config, i18n.language);

  useEffect(() => {
    // The token works once: a re-render (or React's double effect in development) must not spend it twice.
    if (sent.current || token === '') return;
    sent.current = true;
    void confirm({ token });
  }, [confirm, token]);

  const failed = token === '' || result.isError;
  const message = isApiError(result.error) && result.error.message ? result.error.message : t('newsletter.confirm.failed');
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          {t('newsletter.confirm.title')}
        </Title>
        {!failed && !result.isSuccess && <Loader size="sm" aria-label={t('newsletter.confirm.confirming')} />}
        {result.isSuccess && (
          <Alert color="green" variant="light" role="status" data-testid="newsletter-confirmed">
            <Text size="sm">{t('newsletter.confirm.done')}</Text>
            {offer && <Text size="sm">{t('newsletter.confirm.offer', offer)}</Text>}
          </Alert>
        )}
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {token === '' ? t('newsletter.confirm.failed') : message}
          </Alert>
        )}
        <Button component={Link} to={paths.index.getHref()} variant="default">
          {t('newsletter.confirm.back_home')}
        </Button>
      </Stack>
    </Container>
  );
}
