import { Button, Input, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UploadedImage } from '@/shared/api/upload-api';
import { ImageUpload } from '@/shared/components/image-upload';

export interface PictureChoiceProps {
  label: string;
  /** The path to save: '' for the generated picture. */
  value: string;
  /** What the preview shows. */
  previewUrl: string;
  error?: string | undefined;
  onUploaded: (image: UploadedImage) => void;
  /** Back to the generated picture (saved as ''). */
  onUseGenerated: () => void;
}

/** A category's icon or a brand's logo: the operator's own upload, or the generated picture. */
export function PictureChoice({ label, value, previewUrl, error, onUploaded, onUseGenerated }: PictureChoiceProps) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={label} labelElement="div" error={error}>
      <Stack gap="xs" mt="xs">
        <ImageUpload label={label} imageUrl={previewUrl} onUploaded={onUploaded} />
        {value === '' ? (
          <Text size="xs" c="dimmed">
            {t('console.structure.generated_in_use')}
          </Text>
        ) : (
          <Button variant="subtle" size="compact-sm" w="fit-content" onClick={onUseGenerated}>
            {t('console.structure.use_generated')}
          </Button>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
