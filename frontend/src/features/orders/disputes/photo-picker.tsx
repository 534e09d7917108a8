import { ActionIcon, Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrivateImageUrl } from '@/shared/api/private-image';
import { useUploadImageMutation } from '@/shared/api/upload-api';
import { checkImageFile } from '@/shared/components/image-file';
import { notify } from '@/shared/notify';
import { DISPUTE_PHOTOS_MAX, type CasePhoto } from './dispute-rules';

const THUMB_PX = 72;

function Thumb({ photo, number, onRemove }: { photo: CasePhoto; number: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const url = usePrivateImageUrl(photo.url);
  return (
    <Box pos="relative" w={THUMB_PX} h={THUMB_PX}>
      <Image src={url} w={THUMB_PX} h={THUMB_PX} fit="cover" radius="sm" alt={t('dispute.form.photo_alt', { number })} bd="1px solid gray.3" />
      <ActionIcon
        size="sm"
        color="red"
        variant="filled"
        radius="xl"
        pos="absolute"
        top={-6}
        style={{ insetInlineEnd: -6 }}
        aria-label={t('dispute.form.remove_photo', { number })}
        onClick={onRemove}
      >
        ×
      </ActionIcon>
    </Box>
  );
}

/**
 * Up to six photos for a case, each uploaded as private (as recharge proofs are) once picked.
 * The picker takes several files at once and sets no `capture`, so a phone offers its camera or
 * its files; a thumbnail shows each, and any one can be removed.
 */
export function PhotoPicker({ photos, onChange, error }: { photos: CasePhoto[]; onChange: (photos: CasePhoto[]) => void; error?: string | null }) {
  const { t } = useTranslation();
  const [upload] = useUploadImageMutation();
  const [uploading, setUploading] = useState(false);
  // Cleared after each pick, so the same photo can be picked again after removing it.
  const resetRef = useRef<() => void>(null);
  const room = DISPUTE_PHOTOS_MAX - photos.length;

  const add = async (files: File[]): Promise<void> => {
    if (files.length > room) notify('warning', t('dispute.form.photos_too_many', { max: DISPUTE_PHOTOS_MAX }));
    const added: CasePhoto[] = [];
    setUploading(true);
    for (const file of files.slice(0, Math.max(0, room))) {
      if (checkImageFile(file) !== null) {
        notify('warning', t('index.upload_type_tip'));
        continue;
      }
      const result = await upload({ file, purpose: 'document' });
      if (result.data?.path) added.push({ path: result.data.path, url: result.data.url });
      else notify('error', t('index.upload_error'));
    }
    setUploading(false);
    resetRef.current?.();
    if (added.length > 0) onChange([...photos, ...added]);
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('dispute.form.photos')}
      </Text>
      {photos.length > 0 && (
        <Group gap="sm" data-testid="case-photos">
          {photos.map((photo, index) => (
            <Thumb
              key={photo.path}
              photo={photo}
              number={index + 1}
              onRemove={() => {
                onChange(photos.filter((each) => each !== photo));
              }}
            />
          ))}
        </Group>
      )}
      <div>
        <FileButton
          multiple
          resetRef={resetRef}
          accept="image/jpeg,image/png"
          onChange={(files) => void add(files)}
          disabled={room <= 0}
          inputProps={{ 'aria-label': t('dispute.form.add_photos') }}
        >
          {(props) => (
            <Button {...props} variant="default" size="xs" loading={uploading} disabled={room <= 0}>
              {t('dispute.form.add_photos')}
            </Button>
          )}
        </FileButton>
      </div>
      <Text size="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
        {error ?? t('dispute.form.photos_hint', { max: DISPUTE_PHOTOS_MAX })}
      </Text>
    </Stack>
  );
}
