import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chatPreview, formatChatDate, unreadLabel } from '../chat-format';
import { type InboxConversation } from './chat-inbox-api';

export function InboxRow({ conversation, selected, onSelect }: { conversation: InboxConversation; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  const unread = unreadLabel(conversation.unread_num);
  const labels = { picture: t('chat.preview_picture'), commodity: t('chat.preview_commodity') };
  return (
    <UnstyledButton
      onClick={onSelect}
      p="xs"
      data-testid="inbox-conversation"
      aria-current={selected ? 'true' : undefined}
      bg={selected ? 'orange.0' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Group gap="sm" wrap="nowrap">
        <Avatar src={conversation.avatar || null} radius="xl" alt="">
          {conversation.nickname.slice(0, 1)}
        </Avatar>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600} truncate>
              {conversation.nickname}
            </Text>
            <Text size="xs" c="dimmed">
              {formatChatDate(conversation.add_time)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {conversation.shop_name}
          </Text>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" truncate>
              {chatPreview(conversation.last_message, labels)}
            </Text>
            {unread && (
              <Badge size="sm" color="red" data-testid="inbox-unread" aria-label={t('console.chat.unread', { count: conversation.unread_num })}>
                {unread}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
