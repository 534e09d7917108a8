import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify';
import { isNonEmpty } from '@/shared/validation';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';
import { useSubscribeMutation } from '../api/newsletter-api';
import { promiseTexts } from '@/shared/config/promise-texts';

/** Newsletter sign-up. A nonzero code shows the server's message (via the API layer). */
export function SubscribeBox() {
  const { t, i18n } = useTranslation();
  const { data: config } = useGetSiteConfigQuery();
  const pitch = promiseTexts(config, t, i18n.language)?.subscriberPitch ?? t('newsletter.subscribe.pitch_plain');
  const [email, setEmail] = useState('');
  const [subscribe, { isLoading }] = useSubscribeMutation();

  const submit = async (event: SyntheticEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!isNonEmpty(email)) {
      notify('warning', t('newsletter.subscribe.email_required'));
      return;
    }
    const result = await subscribe({ email: email.trim() });
    if (!result.error) {
      notify('success', t('newsletter.subscribe.success'));
      setEmail('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('newsletter.subscribe.title')} noValidate>
      <Stack gap="xs">
      <Title order={2} size="h5" c="white">
        {t('newsletter.subscribe.title')}
      </Title>
      <Text size="sm">{pitch}</Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          type="email"
          label={t('newsletter.subscribe.email_label')}
          placeholder={t('newsletter.subscribe.email_hint')}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
          }}
          styles={{ label: { color: 'var(--mantine-color-gray-3)' } }}
        />
        <Button type="submit" loading={isLoading} color="orange">
          {t('newsletter.subscribe.submit')}
        </Button>
      </Group>
      </Stack>
    </form>
  );
}
