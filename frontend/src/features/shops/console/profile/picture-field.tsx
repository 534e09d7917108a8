import { Button, Input, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UploadedImage } from '@/shared/api/upload-api';
import { ImageUpload } from '@/shared/components/image-upload';

/** Each picture's texts: its label and the way back to the generated artwork. */
const PICTURES = {
  logo: { label: 'console.shop_profile.logo', useGenerated: 'console.shop_profile.use_generated_logo', preview: 'avatar' },
  banner: { label: 'console.shop_profile.banner', useGenerated: 'console.shop_profile.use_generated_banner', preview: 'banner' },
} as const;

export interface PictureFieldProps {
  picture: keyof typeof PICTURES;
  /** The path to save: '' for the generated picture. */
  value: string;
  /** What the preview shows: the chosen picture, or the generated one when its address is known. */
  previewUrl: string;
  error?: string | undefined;
  onUploaded: (image: UploadedImage) => void;
  /** Back to the generated picture (saved as ''). */
  onUseGenerated: () => void;
}

/** A shop picture: upload one (with a preview), or go back to the generated artwork. */
export function PictureField({ picture, value, previewUrl, error, onUploaded, onUseGenerated }: PictureFieldProps) {
  const { t } = useTranslation();
  const { preview } = PICTURES[picture];
  const label = t(PICTURES[picture].label);
  return (
    <Input.Wrapper label={label} labelElement="div" error={error}>
      <Stack gap="xs" mt="xs">
        <ImageUpload label={label} imageUrl={previewUrl} preview={preview} onUploaded={onUploaded} />
        {value === '' ? (
          <Text size="xs" c="dimmed" data-testid={`${picture}-generated`}>
            {t('console.shop_profile.generated_in_use')}
          </Text>
        ) : (
          <Button variant="subtle" size="compact-sm" w="fit-content" onClick={onUseGenerated}>
            {t(PICTURES[picture].useGenerated)}
          </Button>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
