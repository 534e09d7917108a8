import { ActionIcon, Badge, Button, FileButton, Group, Image, Input, Paper, Stack, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUploadImageMutation } from '@/shared/api/upload-api';
import { MAX_UPLOAD_BYTES, checkImageFile } from '@/shared/components/image-file';
import { notify } from '@/shared/notify';
import { withImageMoved } from './goods-form-edits';
import { GOODS_LIMITS } from './goods-form-rules';
import type { ImageDraft } from './goods-form-values';
import type { GoodsForm } from './use-goods-form';

const THUMB = 96;

interface ThumbProps {
  image: ImageDraft;
  index: number;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** One picture with its place: the cover badge or its number, and the buttons to move or remove it. */
function Thumb({ image, index, last, onMove, onRemove }: ThumbProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  // "Earlier" points to the start of the line: left in a left-to-right language, right in Arabic.
  const [earlierArrow, laterArrow] = dir === 'rtl' ? ['→', '←'] : ['←', '→'];
  const number = index + 1;
  return (
    <Paper withBorder p={4} w={THUMB + 10} data-testid="goods-image">
      <Stack gap={4} align="center">
        <Image src={image.url} w={THUMB} h={THUMB} fit="cover" radius="sm" alt={t('console.goods.form.image_alt', { number })} />
        {index === 0 ? (
          <Badge size="xs">{t('console.goods.form.cover')}</Badge>
        ) : (
          <Text size="xs" c="dimmed">
            {number}
          </Text>
        )}
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="sm"
            disabled={index === 0}
            aria-label={t('console.goods.form.image_earlier', { number })}
            onClick={() => {
              onMove(-1);
            }}
          >
            {earlierArrow}
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="sm"
            disabled={last}
            aria-label={t('console.goods.form.image_later', { number })}
            onClick={() => {
              onMove(1);
            }}
          >
            {laterArrow}
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" size="sm" aria-label={t('console.goods.form.image_remove', { number })} onClick={onRemove}>
            ×
          </ActionIcon>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The product's pictures: uploaded (public) one or several at a time up to 9, shown in order,
 * moved earlier or later, removed. The first is the cover.
 */
export function ImagesEditor({ form }: { form: GoodsForm }) {
  const { t } = useTranslation();
  const [upload, { isLoading }] = useUploadImageMutation();
  const images = form.getValues().images;
  const room = GOODS_LIMITS.imagesMax - images.length;

  const add = async (files: File[]): Promise<void> => {
    for (const file of files.slice(0, room)) {
      const problem = checkImageFile(file);
      if (problem) {
        const size = MAX_UPLOAD_BYTES / 1_048_576;
        notify('warning', problem === 'type' ? t('index.upload_type_tip') : t('index.upload_size_tip', { size }));
        continue;
      }
      const answer = await upload({ file, purpose: 'image' });
      if (answer.data?.path) form.insertListItem('images', { path: answer.data.path, url: answer.data.url });
      else notify('error', t('index.upload_error'));
    }
    if (files.length > room) notify('warning', t('console.goods.rules.images_too_many', { max: GOODS_LIMITS.imagesMax }));
  };

  return (
    <Input.Wrapper
      label={t('console.goods.form.images')}
      description={t('console.goods.form.images_hint')}
      withAsterisk
      error={form.errors.images}
      labelElement="div"
    >
      <Group gap="sm" mt="xs" align="stretch">
        {images.map((image, index) => (
          <Thumb
            key={image.path}
            image={image}
            index={index}
            last={index === images.length - 1}
            onMove={(step) => {
              form.setValues(withImageMoved(form.getValues(), index, step));
            }}
            onRemove={() => {
              form.removeListItem('images', index);
            }}
          />
        ))}
        {room > 0 && (
          <FileButton
            onChange={(files) => void add(files)}
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            multiple
            inputProps={{ 'aria-label': t('console.goods.form.image_add') }}
          >
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
