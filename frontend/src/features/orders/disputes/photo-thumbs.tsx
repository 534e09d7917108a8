import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Anchor, Group, Image, Modal, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrivateImageUrl } from '@/shared/api/private-image';

const THUMB_PX = 64;

function Thumb({ url, number, onOpen }: { url: string; number: number; onOpen: (url: string) => void }) {
  const { t } = useTranslation();
  const shown = usePrivateImageUrl(url);
  return (
    <UnstyledButton
      onClick={() => {
        onOpen(shown);
      }}
      aria-label={t('dispute.photo.open', { number })}
      style={{ cursor: 'zoom-in' }}
    >
      <Image src={shown} w={THUMB_PX} h={THUMB_PX} fit="cover" radius="sm" alt="" bd="1px solid gray.3" />
    </UnstyledButton>
  );
}

/**
 * A message's photos as thumbnails; one opens large, fitted to the screen, with a link to the
 * original. Case photos are private uploads, so each address carries the reader's sid.
 */
export function PhotoThumbs({ urls }: { urls: readonly string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  if (urls.length === 0) return null;
  return (
    <>
      <Group gap="xs" mt={4}>
        {urls.map((url, index) => (
          <Thumb key={url} url={url} number={index + 1} onOpen={setOpen} />
        ))}
      </Group>
      <Modal
        opened={open !== null}
        onClose={() => {
          setOpen(null);
        }}
        title={t('dispute.photo.title')}
        size="xl"
        centered
      >
        {open && (
          <Stack gap="xs" align="center">
            <img src={open} alt={t('dispute.photo.title')} style={{ display: 'block', maxWidth: '100%', maxHeight: 'calc(100dvh - 180px)' }} />
            <Anchor href={open} target="_blank" rel="noopener noreferrer" size="sm">
              {t('dispute.photo.original')}
            </Anchor>
          </Stack>
        )}
      </Modal>
    </>
  );
}
