import { Alert, Button, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatDateTime } from '@/shared/format';
import { SHOP_ACTIVE } from '../merchant-link';
import { useMerchantLink } from '../hooks/use-merchant-link';
import { usePrivateImageUrl } from '@/shared/api/private-image';
import { selectUser } from '@/store/session/session-slice';
import { useGetShopApplicationQuery } from '../api/merchant-api';
import type { ShopApplication } from '../api/merchant-types';
import { MerchantForm } from './merchant-form';

function Submitted({ application }: { application: ShopApplication }) {
  const { t } = useTranslation();
  // The ID pictures are private: only the applicant's session (and reviewers) may load them.
  const frontUrl = usePrivateImageUrl(application.id_front_image_url);
  const backUrl = usePrivateImageUrl(application.id_back_image_url);
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('merchant.status.shop_name')}: <bdi>{application.shop_name}</bdi>
      </Text>
      <Text size="sm" c="dimmed">
        {t('merchant.status.submitted_at', { time: formatDateTime(application.add_time) })}
      </Text>
      <Group gap="sm" mt={4}>
        <Image src={frontUrl} w={96} h={72} fit="contain" alt={t('merchant.form.id_front')} />
        <Image src={backUrl} w={96} h={72} fit="contain" alt={t('merchant.form.id_back')} />
      </Group>
    </Stack>
  );
}

function ShopOpened() {
  const { t } = useTranslation();
  const merchant = useMerchantLink();
  return (
    <Alert color="green" title={t('merchant.status.success_title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('merchant.status.success_body')}</Text>
        {merchant.href && (
          <Button
            component="a"
            href={merchant.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={merchant.followed}
          >
            {t('merchant.menu.go')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** user-merchant: apply to open a shop, then follow the application (spec 2, 4 and 5). */
export function UserMerchantPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const latest = useGetShopApplicationQuery(undefined, { refetchOnMountOrArgChange: true });
  const application = latest.data ?? null;

  let body;
  if (latest.isError) {
    body = <LoadFailed error={latest.error} onRetry={() => void latest.refetch()} />;
  } else if (latest.isLoading) {
    body = <Loader size="sm" aria-label={t('merchant.loading')} />;
  } else if (user?.shop_state === SHOP_ACTIVE || application?.status === 'success') {
    body = <ShopOpened />;
  } else if (application?.status === 'wait') {
    body = (
      <Alert color="blue" title={t('merchant.status.wait_title')}>
        <Stack gap="sm">
          <Text size="sm">{t('merchant.status.wait_body')}</Text>
          <Submitted application={application} />
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <Stack gap="md">
        {application?.status === 'error' && (
          <Alert color="red" title={t('merchant.status.error_title')} role="alert">
            <Text size="sm">
              {t('merchant.status.error_reason')}: {application.remark}
            </Text>
            <Text size="sm" mt={4}>
              {t('merchant.status.error_again')}
            </Text>
          </Alert>
        )}
        <MerchantForm />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Breadcrumb items={[{ label: t('user.menu.dashboard'), to: paths.user.getHref() }, { label: t('merchant.title') }]} />
      <Paper withBorder p="xl">
        <Stack gap="md">
          <Title order={1} size="h2" id="merchant-title">
            {t('merchant.title')}
          </Title>
          {body}
        </Stack>
      </Paper>
    </Stack>
  );
}
