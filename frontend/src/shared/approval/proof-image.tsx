import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Anchor, Box, Button, Group, Image, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrivateImageUrl } from '@/shared/api/private-image';

const ZOOM_LEVELS = [1, 1.5, 2, 3, 4] as const;
/** 100%: the whole picture fits the screen; larger: its width grows and the frame scrolls. */
const FIT_STYLE = { display: 'block', margin: '0 auto', maxWidth: '100%', maxHeight: 'calc(100dvh - 160px)', cursor: 'zoom-in' };
const ZOOMED_STYLE = { display: 'block', maxWidth: 'none', cursor: 'zoom-out' };

/**
 * The payment proof: a thumbnail that opens full screen, where it can be zoomed (buttons, or a
 * click on the image to toggle 1x and 2x) and scrolled, or opened on its own. Proofs and ID
 * pictures are private uploads, so every address carries the reviewer's sid.
 */
export function ProofImage({ url: publicUrl, alt }: { url: string; alt: string }) {
  const { t } = useTranslation();
  const url = usePrivateImageUrl(publicUrl);
  const [opened, modal] = useDisclosure(false);
  const [level, setLevel] = useState(0);
  const zoom = ZOOM_LEVELS[level] ?? 1;

  if (!url) {
    return <Text c="dimmed">{t('console.proof.none')}</Text>;
  }
  const close = (): void => {
    modal.close();
    setLevel(0);
  };
  return (
    <Stack gap={4}>
      <UnstyledButton onClick={modal.open} aria-label={t('console.proof.enlarge')} style={{ cursor: 'zoom-in' }}>
        <Image src={url} alt={alt} mah={320} fit="contain" radius="sm" bd="1px solid gray.3" />
      </UnstyledButton>
      <Text size="xs" c="dimmed">
        {t('console.proof.click_to_enlarge')}
      </Text>
      <Modal opened={opened} onClose={close} fullScreen title={t('console.proof.title')}>
        <Group justify="center" gap="xs" mb="md">
          <Button
            variant="default"
            onClick={() => { setLevel((current) => Math.max(0, current - 1)); }}
            disabled={level === 0}
            aria-label={t('console.proof.zoom_out')}
          >
            −
          </Button>
          <Text w={56} ta="center" aria-live="polite" data-testid="proof-zoom">
            {Math.round(zoom * 100)}%
          </Text>
          <Button
            variant="default"
            onClick={() => { setLevel((current) => Math.min(ZOOM_LEVELS.length - 1, current + 1)); }}
            disabled={level === ZOOM_LEVELS.length - 1}
            aria-label={t('console.proof.zoom_in')}
          >
            +
          </Button>
          <Button variant="subtle" onClick={() => { setLevel(0); }} disabled={level === 0}>
            {t('console.proof.fit')}
          </Button>
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
            {t('console.proof.open_original')}
          </Anchor>
        </Group>
        <Box style={{ overflow: 'auto', maxHeight: 'calc(100dvh - 140px)' }}>
          <img
            src={url}
            alt={alt}
            onClick={() => { setLevel((current) => (current === 0 ? 2 : 0)); }}
            style={zoom === 1 ? FIT_STYLE : { ...ZOOMED_STYLE, width: `${zoom * 100}%` }}
          />
        </Box>
      </Modal>
    </Stack>
  );
}
