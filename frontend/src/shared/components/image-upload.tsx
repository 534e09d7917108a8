import { Avatar, Box, Button, FileButton, Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUploadImageMutation, type UploadPurpose, type UploadedImage } from '@/shared/api/upload-api';
import { notify } from '@/shared/notify';
import { usePrivateImageUrl } from '@/shared/api/private-image';
import { MAX_UPLOAD_BYTES, checkImageFile } from './image-file';

export interface ImageUploadProps {
  /** Accessible name of the file picker. */
  label: string;
  /** URL of the current image, shown as a preview. */
  imageUrl?: string;
  onUploaded: (image: UploadedImage) => void;
  maxBytes?: number;
  /**
   * 'avatar' (round, the default), 'document' (a rectangle showing the whole picture: proofs and
   * screenshots) or 'banner' (a wide strip, cropped as a page header shows it).
   */
  preview?: 'avatar' | 'document' | 'banner';
  /**
   * 'document' for an ID picture or a recharge proof: stored private, so its preview carries the
   * session's sid. 'image' (the default) is public.
   */
  purpose?: UploadPurpose;
}

const RECTANGLE_PREVIEWS = {
  document: { w: 120, h: 90, fit: 'contain' },
  banner: { w: 240, h: 60, fit: 'cover' },
} as const;

export function ImageUpload({
  label,
  imageUrl,
  onUploaded,
  maxBytes = MAX_UPLOAD_BYTES,
  preview = 'avatar',
  purpose = 'image',
}: ImageUploadProps) {
  const { t } = useTranslation();
  const [upload, { isLoading }] = useUploadImageMutation();
  const privateUrl = usePrivateImageUrl(imageUrl ?? '');
  const shownUrl = purpose === 'document' ? privateUrl : imageUrl;
  const { fit, ...size } = RECTANGLE_PREVIEWS[preview === 'banner' ? 'banner' : 'document'];

  const handleFile = async (file: File | null): Promise<void> => {
    if (!file) return;
    const problem = checkImageFile(file, maxBytes);
    if (problem === 'type') {
      notify('warning', t('index.upload_type_tip'));
      return;
    }
    if (problem === 'size') {
      notify('warning', t('index.upload_size_tip', { size: Math.floor(maxBytes / 1_048_576) }));
      return;
    }
    const result = await upload({ file, purpose });
    if (result.data?.path) onUploaded(result.data);
    else notify('error', t('index.upload_error'));
  };

  return (
    <Group gap="md">
      {preview === 'avatar' ? (
        <Avatar src={shownUrl || null} size={72} radius="xl" alt={label} />
      ) : shownUrl ? (
        <Image src={shownUrl} {...size} maw="100%" fit={fit} radius="sm" alt={label} bd="1px solid gray.3" />
      ) : (
        <Box {...size} maw="100%" bg="gray.1" bd="1px dashed gray.4" style={{ borderRadius: 'var(--mantine-radius-sm)' }} />
      )}
      <div>
        <FileButton
          onChange={(file) => void handleFile(file)}
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          inputProps={{ 'aria-label': label }}
        >
          {(props) => (
            <Button {...props} variant="default" loading={isLoading}>
              {t('upload.image.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" mt={4}>
          {t('upload.image.hint', { size: Math.floor(maxBytes / 1_048_576) })}
        </Text>
      </div>
    </Group>
  );
}
