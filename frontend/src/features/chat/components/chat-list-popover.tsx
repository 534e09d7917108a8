import '@mantine/core/styles/Overlay.css';
import { ActionIcon, Popover, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { chatOpened } from '@/store/chat-dock-slice';
import { selectSession } from '@/store/session/session-slice';
import { useGetChatListQuery } from '../api/chat-api';
import { ChatList } from './chat-list';
import { HeadsetIcon } from './headset-icon';
import { UnreadBadge } from './unread-badge';

/**
 * The 'Chat with us' popover: the caller's conversations; choosing one opens the chat box.
 * `unread` counts a signed-in user's conversations with unread replies (the header's badge).
 */
export function ChatListPopover({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  // It mounts on the button's first press, so it opens at once.
  const [opened, setOpened] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  // The pressed placeholder button was replaced by this one: keep the keyboard user's place.
  useEffect(() => {
    button.current?.focus();
  }, []);
  const openId = session.guest ? session.sid : undefined;
  const { data: conversations = [], isFetching } = useGetChatListQuery(
    { openId },
    { skip: !opened, refetchOnMountOrArgChange: true },
  );
  // A guest is not polled for the badge: their list, once shown, tells.
  const badge = session.guest ? conversations.filter((conversation) => conversation.unread_num > 0).length : unread;

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" withArrow>
      {/* The target is the button itself, so aria-haspopup/aria-expanded land on it, not on the badge's div. */}
      <UnreadBadge count={badge}>
        <Popover.Target>
          <ActionIcon
            ref={button}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={badge > 0 ? t('chat.open_service_unread', { count: badge }) : t('chat.open_service')}
            data-testid="header-chat"
            onClick={() => {
              setOpened((value) => !value);
            }}
          >
            <HeadsetIcon />
          </ActionIcon>
        </Popover.Target>
      </UnreadBadge>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('chat.list_title')}
          </Title>
          {isFetching && conversations.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('chat.loading')}
            </Text>
          ) : (
            <ChatList
              conversations={conversations}
              onSelect={(conversation) => {
                setOpened(false);
                dispatch(chatOpened({ shop: { shopId: conversation.shop_id, name: conversation.nickname } }));
              }}
            />
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
