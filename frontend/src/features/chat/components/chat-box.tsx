import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import { ActionIcon, Box, Button, Center, Drawer, FileButton, Group, Loader, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useUploadImageMutation } from '@/shared/api/upload-api';
import { chatClosed, chatProductCleared, selectChat } from '@/store/chat-dock-slice';
import { MESSAGE_TYPE, type ChatDirection, type OutgoingMessage } from '../api/chat-types';
import { ChatGoodsCard, MessageBubble } from './message-bubble';
import { useMessageFeed, useScrollToLatest } from '../hooks/use-message-feed';
import { checkImageFile } from '@/shared/components/image-file';
import { notify } from '@/shared/notify';
import { selectSession } from '@/store/session/session-slice';
import { useLazyGetChatMessagesQuery, useSendChatMessageMutation } from '../api/chat-api';
import { sendableText } from '../chat-rules';

/**
 * The chat box (spec section 4): the conversation with the chat shop (0: the platform), its
 * latest page on opening, earlier pages when scrolled to the top, `next` polled every 3 s,
 * scroll-to-bottom 50 ms after new messages, and the chat product offered as a card to send.
 */
export function ChatBox() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { inChat, shop, product } = useAppSelector(selectChat);
  const session = useAppSelector(selectSession);
  const openId = session.guest ? session.sid : undefined;
  const [loadPage] = useLazyGetChatMessagesQuery();
  const [send, sending] = useSendChatMessageMutation();
  const [upload, uploading] = useUploadImageMutation();
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);

  const fetchPage = useCallback(
    (direction: ChatDirection, messageId: number) =>
      loadPage({ shopId: shop.shopId, direction, messageId, openId }).unwrap(),
    [loadPage, shop.shopId, openId],
  );
  const feed = useMessageFeed(inChat, `${String(shop.shopId)}:${openId ?? session.uid}`, fetchPage);

  useScrollToLatest(viewport, feed.scrollRequest);

  const deliver = async (message: OutgoingMessage): Promise<boolean> => {
    const answer = await send({ shopId: shop.shopId, message, openId });
    if (answer.error !== undefined) return false;
    feed.appendSent(answer.data);
    return true;
  };

  const sendDraft = async () => {
    const text = sendableText(draft);
    if (text === null || sending.isLoading) return;
    if (await deliver({ type: MESSAGE_TYPE.text, content: text })) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void sendDraft();
    }
  };

  const sendImage = async (file: File | null) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem !== null) {
      notify('error', t(problem === 'type' ? 'index.upload_type_tip' : 'index.upload_error'));
      return;
    }
    const answer = await upload({ file });
    if (answer.error !== undefined || !answer.data?.path) {
      notify('error', t('index.upload_error'));
      return;
    }
    await deliver({ type: MESSAGE_TYPE.image, file_path: answer.data.path });
  };

  const sendProduct = async () => {
    if (!product) return;
    if (await deliver({ type: MESSAGE_TYPE.product, shop_goods_id: product.shopGoodsId })) dispatch(chatProductCleared());
  };

  const loadEarlierKeepingPlace = async () => {
    const element = viewport.current;
    const before = element?.scrollHeight ?? 0;
    await feed.loadEarlier();
    window.setTimeout(() => {
      if (element) element.scrollTop += element.scrollHeight - before;
    }, 0);
  };

  return (
    <Drawer
      opened={inChat}
      onClose={() => dispatch(chatClosed())}
      position="right"
      size="md"
      title={shop.name || t('chat.title')}
      styles={{ body: { display: 'flex', flexDirection: 'column', height: 'calc(100% - 60px)' } }}
    >
      <ScrollArea
        viewportRef={viewport}
        style={{ flex: 1 }}
        onScrollPositionChange={({ y }) => {
          if (y <= 0 && feed.hasEarlier) void loadEarlierKeepingPlace();
        }}
      >
        <Stack gap="sm" p="xs" data-testid="chat-messages">
          {feed.hasEarlier && (
            <Center>
              <Button variant="subtle" size="xs" onClick={() => void loadEarlierKeepingPlace()}>
                {t('chat.load_earlier')}
              </Button>
            </Center>
          )}
          {feed.loading && feed.messages.length === 0 && (
            <Center py="md">
              <Loader size="sm" />
            </Center>
          )}
          {!feed.loading && feed.messages.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              {t('chat.empty')}
            </Text>
          )}
          {feed.messages.map((message) => (
            <MessageBubble key={message.message_id} message={message} />
          ))}
        </Stack>
      </ScrollArea>
      {product && (
        <Paper withBorder p="xs" radius="md" mt="xs" data-testid="chat-product-offer">
          {/* The button keeps its whole label: beside the card where both fit, under it on a narrow phone or a long translation. */}
          <Group justify="flex-end" gap="xs" wrap="wrap">
            <Box style={{ flex: '1 1 12rem', minWidth: 0 }}>
              <ChatGoodsCard
                goods={{ cover_image: product.coverImage, name: product.name, price: product.price, shop_goods_id: product.shopGoodsId }}
              />
            </Box>
            <Button size="xs" color="orange" style={{ flexShrink: 0 }} loading={sending.isLoading} onClick={() => void sendProduct()}>
              {t('chat.send_product')}
            </Button>
          </Group>
        </Paper>
      )}
      <Group gap="xs" mt="xs" wrap="nowrap">
        <FileButton onChange={(file) => void sendImage(file)} accept="image/png,image/jpeg">
          {(props) => (
            <ActionIcon {...props} variant="light" color="gray" size="lg" loading={uploading.isLoading} aria-label={t('chat.send_image')}>
              <Text span size="lg" aria-hidden>
                +
              </Text>
            </ActionIcon>
          )}
        </FileButton>
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          value={draft}
          maxLength={1000}
          placeholder={t('chat.input_hint')}
          aria-label={t('chat.input_hint')}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          color="orange"
          style={{ flexShrink: 0 }}
          onClick={() => void sendDraft()}
          disabled={sendableText(draft) === null}
          loading={sending.isLoading}
        >
          {t('chat.send')}
        </Button>
      </Group>
    </Drawer>
  );
}
