import { Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import { trackNumberProblem } from '../order-actions';

/** Track an order by its number (route order-track; public). The number is required (spec section 5). */
export function OrderTrackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [orderSn, setOrderSn] = useState(params.get('order_sn') ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (): void => {
    const problem = trackNumberProblem(orderSn);
    if (problem) {
      setError(t(problem));
      return;
    }
    void navigate(paths.orderTrackResult.getHref(orderSn.trim()));
  };

  return (
    <Container size="sm" py="md">
      <Breadcrumb items={[{ label: t('track.title') }]} />
      <Paper withBorder p="lg" radius="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          noValidate
        >
          <Stack gap="md">
            <Title order={1} size="h3">
              {t('track.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('track.intro')}
            </Text>
            <TextInput
              label={t('track.form.order_sn')}
              withAsterisk
              value={orderSn}
              error={error}
              onChange={(event) => {
                setOrderSn(event.currentTarget.value);
                setError(null);
              }}
            />
            <Button type="submit">{t('track.form.submit')}</Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
