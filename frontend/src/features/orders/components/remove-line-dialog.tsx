import '../cart-styles';
import { Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-types';
import { useDeleteCartLineMutation } from '../api/cart-api';
import type { CartLine } from '../api/cart-types';
import { notify } from '@/shared/notify';

/** Asks before removing a line, showing its image and name; then calls mall/cart/del. */
export function RemoveLineDialog({ line, onClose }: { line: CartLine | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [remove, removing] = useDeleteCartLineMutation();

  const confirm = async (): Promise<void> => {
    if (!line) return;
    const answer = await remove({ shop_goods_id: line.shop_goods_id, sku_id: line.sku_id });
    if (answer.error === undefined) {
      notify('success', t('cart.remove.done'));
      onClose();
      return;
    }
    if (isApiError(answer.error) && answer.error.kind !== 'NotLogin') notify('error', answer.error.message);
  };

  return (
    <Modal opened={line !== null} onClose={onClose} title={t('cart.remove.title')} centered zIndex={400}>
      {line && (
        <Stack gap="md">
          <Text size="sm">{t('cart.remove.question')}</Text>
          <Group gap="sm" wrap="nowrap">
            <Image src={line.goods_info.cover_image} w={64} h={64} radius="sm" alt="" fit="cover" />
            <Text size="sm" fw={600}>
              {line.goods_info.name}
            </Text>
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cart.remove.cancel')}
            </Button>
            <Button color="red" loading={removing.isLoading} onClick={() => void confirm()}>
              {t('cart.remove.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
