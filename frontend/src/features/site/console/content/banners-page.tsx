import { Anchor, Badge, Button, Center, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/shared/components/data-table';
import { LoadFailed } from '@/shared/components/load-failed';
import { BannerForm } from './banner-form';
import { languageName } from './content-languages';
import { useGetBannersQuery, type ConsoleBanner } from './content-api';
import { DeleteBanner } from './delete-banner';

const SORT_STEP = 10;

/** What the page has open: the form (a banner, or null for a new one), or a deletion to confirm. */
type Open = { form: ConsoleBanner | null } | { deleting: ConsoleBanner } | null;

function Link({ banner }: { banner: ConsoleBanner }) {
  return (
    <Anchor href={banner.link} target="_blank" rel="noopener noreferrer" size="sm" dir="ltr">
      {banner.link}
    </Anchor>
  );
}

function BannerList({ banners, onOpen }: { banners: ConsoleBanner[]; onOpen: (open: Open) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable<ConsoleBanner>
      items={banners}
      label={t('console.content.banners.list_label')}
      rowKey={(banner) => banner.banner_id}
      columns={[
        {
          key: 'picture',
          header: t('console.content.banners.picture'),
          role: 'title',
          cell: (banner) => (
            <Image src={banner.image} h={56} w={168} maw="100%" fit="cover" radius="sm" alt={t('console.content.banners.picture')} />
          ),
        },
        { key: 'link', header: t('console.content.banners.link'), cell: (banner) => <Link banner={banner} /> },
        {
          key: 'language',
          header: t('console.content.banners.language'),
          cell: (banner) =>
            banner.language ? languageName(banner.language, i18n.language) : t('console.content.banners.every_language'),
        },
        { key: 'sort', header: t('console.content.banners.sort'), nowrap: true, cell: (banner) => banner.sort },
        {
          key: 'visible',
          header: t('console.content.banners.visible'),
          cell: (banner) =>
            banner.visible ? (
              <Badge color="green" variant="light">{t('console.content.banners.shown')}</Badge>
            ) : (
              <Badge color="gray" variant="light">{t('console.content.banners.hidden')}</Badge>
            ),
        },
        {
          key: 'actions',
          header: '',
          role: 'actions',
          cell: (banner) => (
            <Group gap="xs" wrap="nowrap">
              <Button size="compact-sm" variant="light" onClick={() => { onOpen({ form: banner }); }}>
                {t('console.content.banners.edit')}
              </Button>
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => { onOpen({ deleting: banner }); }}>
                {t('console.content.banners.delete')}
              </Button>
            </Group>
          ),
        },
      ]}
    />
  );
}

/** console/banner/*: the home page's banners, in their order, added, changed and deleted here. */
export function BannersPage() {
  const { t } = useTranslation();
  const banners = useGetBannersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [open, setOpen] = useState<Open>(null);
  const list = banners.data ?? [];
  const nextSort = list.reduce((last, banner) => Math.max(last, banner.sort), 0) + SORT_STEP;
  let body;
  if (banners.isError) body = <LoadFailed error={banners.error} onRetry={() => void banners.refetch()} />;
  else if (!banners.data) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (list.length === 0) body = <Text c="dimmed">{t('console.content.banners.empty')}</Text>;
  else body = <BannerList banners={list} onOpen={setOpen} />;
  const close = () => { setOpen(null); };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          {t('console.content.banners.title')}
        </Title>
        <Button onClick={() => { setOpen({ form: null }); }}>{t('console.content.banners.add')}</Button>
      </Group>
      <Text c="dimmed">{t('console.content.banners.intro')}</Text>
      {body}
      {open && 'form' in open && <BannerForm banner={open.form} nextSort={Math.min(nextSort, 9999)} onClose={close} />}
      {open && 'deleting' in open && <DeleteBanner banner={open.deleting} onClose={close} />}
    </Stack>
  );
}
