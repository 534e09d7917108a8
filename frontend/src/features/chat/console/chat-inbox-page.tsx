import '@mantine/core/styles/Switch.css';
import { Button, Center, Grid, Group, Paper, ScrollArea, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_POLL_MS, MESSAGE_TYPE, type ChatDirection } from '../api/chat-types';
import { MessageBubble } from '../components/message-bubble';
import { useMessageFeed, useScrollToLatest } from '../hooks/use-message-feed';
import { Pagination } from '@/shared/components/pagination';
import { INBOX_PAGE_SIZE, useGetChatInboxQuery, useLazyGetInboxMessagesQuery, useReplyInChatMutation, type InboxConversation } from './chat-inbox-api';
import { InboxRow } from './inbox-row';

function ConversationPane({ conversation }: { conversation: InboxConversation }) {
  const { t } = useTranslation();
  const [loadPage] = useLazyGetInboxMessagesQuery();
  const [reply, replying] = useReplyInChatMutation();
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const chatId = conversation.chat_id;
  const fetchPage = useCallback(
    (direction: ChatDirection, messageId: number) => loadPage({ chatId, direction, messageId }).unwrap(),
    [loadPage, chatId],
  );
  const feed = useMessageFeed(true, String(chatId), fetchPage);

  useScrollToLatest(viewport, feed.scrollRequest);

  const send = async () => {
    const text = draft.trim();
    if (!text || replying.isLoading) return;
    const answer = await reply({ chatId, message: { type: MESSAGE_TYPE.text, content: text } });
    if (answer.error !== undefined) return;
    feed.appendSent(answer.data);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Stack gap="xs" h={520}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {conversation.nickname}
        </Title>
        <Text size="sm" c="dimmed">
          {conversation.shop_name}
        </Text>
      </Group>
      <ScrollArea
        viewportRef={viewport}
        style={{ flex: 1 }}
        onScrollPositionChange={({ y }) => {
          if (y <= 0 && feed.hasEarlier) void feed.loadEarlier();
        }}
      >
        <Stack gap="sm" p="xs" data-testid="inbox-messages">
          {feed.hasEarlier && (
            <Center>
              <Button variant="subtle" size="xs" onClick={() => void feed.loadEarlier()}>
                {t('chat.load_earlier')}
              </Button>
            </Center>
          )}
          {feed.messages.map((message) => (
            <MessageBubble key={message.message_id} message={message} />
          ))}
        </Stack>
      </ScrollArea>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          value={draft}
          maxLength={1000}
          placeholder={t('console.chat.reply_hint')}
          aria-label={t('console.chat.reply_hint')}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
          }}
          onKeyDown={onKeyDown}
        />
        <Button color="orange" onClick={() => void send()} disabled={!draft.trim()} loading={replying.isLoading}>
          {t('console.chat.reply')}
        </Button>
      </Group>
    </Stack>
  );
}

/** console/chat: the customer-service inbox with unread counts, a message pane and replies. */
export function ChatInboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { data, isError } = useGetChatInboxQuery(
    { page, unreadOnly },
    { pollingInterval: CHAT_POLL_MS, refetchOnMountOrArgChange: true },
  );
  const conversations = data?.list ?? [];
  const [pinned, setPinned] = useState<InboxConversation | null>(null);
  // The pane keeps its conversation while the inbox list moves on (e.g. it leaves "unread only").
  const selected = conversations.find((item) => item.chat_id === selectedId) ?? (pinned?.chat_id === selectedId ? pinned : null);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('console.chat.title')}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="xs">
            <Stack gap={4}>
              <Switch
                label={t('console.chat.unread_only')}
                checked={unreadOnly}
                onChange={(event) => {
                  setUnreadOnly(event.currentTarget.checked);
                  setPage(1);
                }}
                mb="xs"
              />
              {isError && <Text c="red">{t('console.chat.load_failed')}</Text>}
              {!isError && conversations.length === 0 && (
                <Text size="sm" c="dimmed" ta="center" py="md">
                  {t('console.chat.empty')}
                </Text>
              )}
              {conversations.map((conversation) => (
                <InboxRow
                  key={conversation.chat_id}
                  conversation={conversation}
                  selected={conversation.chat_id === selectedId}
                  onSelect={() => {
                    setSelectedId(conversation.chat_id);
                    setPinned(conversation);
                  }}
                />
              ))}
              <Pagination total={data?.total ?? 0} pageSize={INBOX_PAGE_SIZE} page={page} onChange={setPage} />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="md">
            {selected ? (
              <ConversationPane key={selected.chat_id} conversation={selected} />
            ) : (
              <Text c="dimmed" ta="center" py="xl">
                {t('console.chat.choose')}
              </Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
