import { ActionIcon, Badge, Button, FileButton, Group, Image, Input, Paper, Stack, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUploadImageMutation } from '@/shared/api/upload-api';
import { MAX_UPLOAD_BYTES, checkImageFile } from '@/shared/components/image-file';
import { notify } from '@/shared/notify';
import { withImageMoved } from './goods-form-edits';
import { GOODS_LIMITS } from './goods-form-rules';
import type { GoodsForm } from './use-goods-form';

const THUMB = 96;

/**
 * The product's pictures: uploaded (public) one or several at a time up to 9, shown in order,
 * moved earlier or later, removed. The first is the cover.
 */
export function ImagesEditor({ form }: { form: GoodsForm }) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const [upload, { isLoading }] = useUploadImageMutation();
  const images = form.getValues().images;
  const room = GOODS_LIMITS.imagesMax - images.length;

  const add = async (files: File[]): Promise<void> => {
    for (const file of files.slice(0, room)) {
      const problem = checkImageFile(file);
      if (problem) {
        notify('warning', problem === 'type' ? t('index.upload_type_tip') : t('index.upload_size_tip', { size: MAX_UPLOAD_BYTES / 1_048_576 }));
        continue;
      }
      const answer = await upload({ file, purpose: 'image' });
      if (!answer.data?.path) {
        notify('error', t('index.upload_error'));
        continue;
      }
      form.insertListItem('images', { path: answer.data.path, url: answer.data.url });
    }
    if (files.length > room) notify('warning', t('console.goods.rules.images_too_many', { max: GOODS_LIMITS.imagesMax }));
  };

  // "Earlier" points to the start of the line: left in a left-to-right language, right in Arabic.
  const [earlierArrow, laterArrow] = dir === 'rtl' ? ['→', '←'] : ['←', '→'];
  return (
    <Input.Wrapper label={t('console.goods.form.images')} description={t('console.goods.form.images_hint')} withAsterisk error={form.errors.images} labelElement="div">
      <Group gap="sm" mt="xs" align="stretch">
        {images.map((image, index) => (
          <Paper key={image.path} withBorder p={4} w={THUMB + 10} data-testid="goods-image">
            <Stack gap={4} align="center">
              <Image src={image.url} w={THUMB} h={THUMB} fit="cover" radius="sm" alt={t('console.goods.form.image_alt', { number: index + 1 })} />
              {index === 0 ? <Badge size="xs">{t('console.goods.form.cover')}</Badge> : <Text size="xs" c="dimmed">{index + 1}</Text>}
              <Group gap={2} wrap="nowrap">
                <ActionIcon variant="subtle" size="sm" disabled={index === 0} aria-label={t('console.goods.form.image_earlier', { number: index + 1 })} onClick={() => { form.setValues(withImageMoved(form.getValues(), index, -1)); }}>
                  {earlierArrow}
                </ActionIcon>
                <ActionIcon variant="subtle" size="sm" disabled={index === images.length - 1} aria-label={t('console.goods.form.image_later', { number: index + 1 })} onClick={() => { form.setValues(withImageMoved(form.getValues(), index, 1)); }}>
                  {laterArrow}
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" size="sm" aria-label={t('console.goods.form.image_remove', { number: index + 1 })} onClick={() => { form.removeListItem('images', index); }}>
                  ×
                </ActionIcon>
              </Group>
            </Stack>
          </Paper>
        ))}
        {room > 0 && (
          <FileButton onChange={(files) => void add(files)} accept=".jpg,.jpeg,.png,image/jpeg,image/png" multiple inputProps={{ 'aria-label': t('console.goods.form.image_add') }}>
            {(props) => (
              <Button {...props} variant="default" loading={isLoading} h="auto" mih={THUMB} w={THUMB + 10}>
                {t('console.goods.form.image_add_short')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
    </Input.Wrapper>
  );
}
