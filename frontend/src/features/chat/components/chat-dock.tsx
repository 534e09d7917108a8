import { ActionIcon, Indicator, Popover, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { chatClosed, chatOpened, selectChat } from '@/app/chat-dock-slice';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';
import { selectSession } from '@/app/session/session-slice';
import { useGetChatListQuery } from '../api/chat-api';
import { customerServiceEnabled } from '../chat-rules';
import { ChatList } from './chat-list';

// The chat box (drawer, message feed, uploads) loads when a chat first opens, not with every page.
const ChatBox = lazy(async () => ({ default: (await import('./chat-box')).ChatBox }));

/** Mounts the chat box from the first opening on, so it can animate closed and open again. */
function ChatBoxOnceOpened() {
  const { inChat } = useAppSelector(selectChat);
  const [mounted, setMounted] = useState(inChat);
  if (inChat && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ChatBox />
    </Suspense>
  );
}

function HeadsetIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1" />
      <rect x="17" y="14" width="4" height="6" rx="1" />
    </svg>
  );
}

/** The 'Chat with us' popover: the caller's conversations; choosing one opens the chat box. */
function ChatListPopover() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const [opened, setOpened] = useState(false);
  const openId = session.guest ? session.sid : undefined;
  const { data: conversations = [], isFetching } = useGetChatListQuery(
    { openId },
    { skip: !opened, refetchOnMountOrArgChange: true },
  );
  const unread = conversations.reduce((total, conversation) => total + conversation.unread_num, 0);

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" withArrow>
      {/* The target is the button itself, so aria-haspopup/aria-expanded land on it, not on the badge's div. */}
      <Indicator disabled={unread === 0} color="red" size={8} offset={4}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('chat.open_service')}
            data-testid="header-chat"
            onClick={() => {
              setOpened((value) => !value);
            }}
          >
            <HeadsetIcon />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
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

/**
 * The header's customer-service button and the chat box it shares with the product and shop
 * pages. `third_customer_url` sends the button to the outside service in a new tab instead.
 * The chat closes on any route change (spec section 4).
 */
export function ChatDock() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: config } = useGetSiteConfigQuery();
  const location = useLocation();
  const route = location.pathname + location.search;
  const shownRoute = useRef(route);

  useEffect(() => {
    if (shownRoute.current === route) return;
    shownRoute.current = route;
    dispatch(chatClosed());
  }, [route, dispatch]);

  let button = null;
  if (config?.third_customer_url) {
    button = (
      <ActionIcon
        component="a"
        href={config.third_customer_url}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('chat.open_service')}
        data-testid="header-chat"
      >
        <HeadsetIcon />
      </ActionIcon>
    );
  } else if (customerServiceEnabled(config)) {
    button = <ChatListPopover />;
  }
  return (
    <>
      {button}
      <ChatBoxOnceOpened />
    </>
  );
}
