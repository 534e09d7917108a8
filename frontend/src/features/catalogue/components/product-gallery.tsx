import { AspectRatio, Box, Group, Image, Paper, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '@/shared/after-first-paint';
import { thumbnailOf } from '../pictures';
import { PLACEHOLDER_IMAGE } from './product-card';

/** The main image and a row of thumbnails that choose it. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  // The thumbnails are fetched after the main picture's paint (it is the page's largest): until
  // then each button holds its place, empty.
  const painted = useAfterFirstPaint();
  const shown = images[current] ?? images[0] ?? null;
  return (
    <div>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <AspectRatio ratio={1}>
          {/* The product page's largest paint: fetched ahead of everything else. */}
          <Image src={shown} fallbackSrc={PLACEHOLDER_IMAGE} alt={name} fit="contain" bg="white" fetchPriority="high" />
        </AspectRatio>
      </Paper>
      {images.length > 1 && (
        <Group gap="xs" mt="sm" role="group" aria-label={t('catalogue.product.gallery')}>
          {images.map((image, index) => (
            <UnstyledButton
              key={`${image}-${index}`}
              onClick={() => {
                setCurrent(index);
              }}
              aria-label={t('catalogue.product.show_image', { number: index + 1 })}
              aria-pressed={index === current}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                outline: index === current ? '2px solid var(--mantine-color-orange-6)' : '1px solid var(--mantine-color-gray-3)',
                overflow: 'hidden',
              }}
            >
              {painted ? (
                <Image src={thumbnailOf(image)} fallbackSrc={PLACEHOLDER_IMAGE} alt="" w={64} h={64} fit="cover" loading="lazy" />
              ) : (
                <Box w={64} h={64} />
              )}
            </UnstyledButton>
          ))}
        </Group>
      )}
    </div>
  );
}
