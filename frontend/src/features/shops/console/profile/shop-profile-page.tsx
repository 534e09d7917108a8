import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LoadFailed } from '@/shared/components/load-failed';
import { notify } from '@/shared/notify';
import {
  PROFILE_DESCRIPTION_MAX,
  PROFILE_NAME_MAX,
  profileProblem,
  useGetShopProfileQuery,
  useSaveShopProfileMutation,
  type ShopProfile,
  type ShopProfileForm,
} from './profile-api';
import { PictureField } from './picture-field';

/** The address each picture's preview shows; a generated picture's only while the shop still uses it. */
function initialPreviews(profile: ShopProfile) {
  return { logo: profile.logo_url, banner: profile.banner_url };
}

function ProfileForm({ profile }: { profile: ShopProfile }) {
  const { t } = useTranslation();
  const [save, saving] = useSaveShopProfileMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [previews, setPreviews] = useState(() => initialPreviews(profile));
  // The generated artwork's address is known only for a picture the shop has not replaced.
  const generated = { logo: profile.logo === '' ? profile.logo_url : '', banner: profile.banner === '' ? profile.banner_url : '' };
  const form = useForm<ShopProfileForm>({
    initialValues: { name: profile.name, logo: profile.logo, banner: profile.banner, description: profile.description },
    validate: {
      name: (value) => (value.trim() === '' ? t('console.shop_profile.name_required') : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    const answer = await save({ ...values, name: values.name.trim(), description: values.description.trim() });
    if (answer.error === undefined) {
      notify('success', t('console.shop_profile.saved'));
      return;
    }
    const placed = profileProblem(answer.error, t('api.error_unknown'));
    if (placed?.field) form.setFieldError(placed.field, placed.message);
    else if (placed) setProblem(placed.message);
  });

  const picture = (field: 'logo' | 'banner') => (
    <PictureField
      picture={field}
      value={form.values[field]}
      previewUrl={previews[field]}
      error={form.errors[field] as string | undefined}
      onUploaded={(image) => {
        form.setFieldValue(field, image.path);
        setPreviews((current) => ({ ...current, [field]: image.url }));
      }}
      onUseGenerated={() => {
        form.setFieldValue(field, '');
        setPreviews((current) => ({ ...current, [field]: generated[field] }));
      }}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('console.shop_profile.title')}>
      <Stack gap="md">
        <TextInput label={t('console.shop_profile.name')} withAsterisk maxLength={PROFILE_NAME_MAX} {...form.getInputProps('name')} />
        {picture('logo')}
        {picture('banner')}
        <Textarea
          label={t('console.shop_profile.description')}
          description={t('console.shop_profile.description_hint', {
            length: form.values.description.length,
            max: PROFILE_DESCRIPTION_MAX,
          })}
          rows={6}
          resize="vertical"
          maxLength={PROFILE_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to={paths.shopIndex.getHref(profile.shop_id)} size="sm">
            {t('console.shop_profile.view_shop')}
          </Anchor>
          <Button type="submit" loading={saving.isLoading}>
            {t('console.shop_profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** console/shop/profile/*: the shop's name, logo, banner and description, as shoppers see them. */
export function ShopProfilePage() {
  const { t } = useTranslation();
  const profile = useGetShopProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  let body;
  if (profile.isError) body = <LoadFailed error={profile.error} onRetry={() => void profile.refetch()} />;
  else if (!profile.data) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else body = <ProfileForm key={profile.data.shop_id} profile={profile.data} />;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('console.shop_profile.title')}
      </Title>
      <Paper withBorder p="md">
        {body}
      </Paper>
    </Stack>
  );
}
