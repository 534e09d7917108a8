import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify';
import { useDeleteBannerMutation, type ConsoleBanner } from './content-api';

/** The second step of deleting a banner: it shows which one, and deletes only on confirmation. */
export function DeleteBanner({ banner, onClose }: { banner: ConsoleBanner; onClose: () => void }) {
  const { t } = useTranslation();
  const [remove, removing] = useDeleteBannerMutation();
  const confirm = async (): Promise<void> => {
    const answer = await remove(banner.banner_id);
    if (answer.error === undefined) notify('success', t('console.content.banners.deleted'));
    else notify('error', t('console.content.banners.error_other'));
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('console.content.banners.delete_title')} centered>
      <Stack gap="md">
        <Image src={banner.image} h={80} fit="cover" radius="sm" alt={t('console.content.banners.picture')} />
        <Text size="sm">{t('console.content.banners.delete_confirm')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('console.content.banners.delete_keep')}
          </Button>
          <Button color="red" loading={removing.isLoading} onClick={() => void confirm()}>
            {t('console.content.banners.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
