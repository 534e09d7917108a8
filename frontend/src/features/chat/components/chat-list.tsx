import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chatPreview, formatChatDate, unreadLabel } from '../chat-format';
import type { ChatConversation } from '../api/chat-api';

export interface ChatListProps {
  conversations: readonly ChatConversation[];
  onSelect: (conversation: ChatConversation) => void;
}

/** The 'Chat with us' rows: nickname, MM/DD date, last-message preview and unread count. */
export function ChatList({ conversations, onSelect }: ChatListProps) {
  const { t } = useTranslation();
  const labels = { picture: t('chat.preview_picture'), commodity: t('chat.preview_commodity') };
  if (conversations.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {t('chat.list_empty')}
      </Text>
    );
  }
  return (
    <Stack gap={4} role="list" aria-label={t('chat.list_title')}>
      {conversations.map((conversation) => {
        const unread = unreadLabel(conversation.unread_num);
        const preview = conversation.chat_id < 0 ? t('chat.new_conversation') : chatPreview(conversation.last_message, labels);
        return (
          <UnstyledButton
            key={`${conversation.shop_id}:${conversation.chat_id}`}
            role="listitem"
            data-testid="chat-conversation"
            onClick={() => {
              onSelect(conversation);
            }}
            p="xs"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <Group gap="sm" wrap="nowrap">
              <Avatar src={conversation.avatar || null} radius="xl" color="orange" alt="">
                {conversation.nickname.slice(0, 1)}
              </Avatar>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={600} truncate>
                    {conversation.nickname}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid="chat-conversation-date">
                    {conversation.chat_id < 0 ? '' : formatChatDate(conversation.add_time)}
                  </Text>
                </Group>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="xs" c="dimmed" truncate data-testid="chat-conversation-preview">
                    {preview}
                  </Text>
                  {unread && (
                    <Badge size="sm" color="red" circle={unread.length < 3} aria-label={t('chat.unread', { count: conversation.unread_num })}>
                      {unread}
                    </Badge>
                  )}
                </Group>
              </Stack>
            </Group>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
