import { ActionIcon } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { chatClosed, selectChat } from '@/store/chat-dock-slice';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';
import { customerServiceEnabled } from '../chat-rules';
import { useUnreadReplies } from '../hooks/use-unread-replies';
import { HeadsetIcon } from './headset-icon';
import { UnreadBadge } from './unread-badge';

// The chat box (drawer, message feed, uploads) loads when a chat first opens, not with every page.
const ChatBox = lazy(async () => ({ default: (await import('./chat-box')).ChatBox }));
// The conversations popover (and the floating-element code it needs) loads on the first press.
const ChatListPopover = lazy(async () => ({ default: (await import('./chat-list-popover')).ChatListPopover }));

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

function ChatButton({ unread, onClick }: { unread: number; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <UnreadBadge count={unread}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={unread > 0 ? t('chat.open_service_unread', { count: unread }) : t('chat.open_service')}
        aria-haspopup="dialog"
        aria-expanded={false}
        data-testid="header-chat"
        onClick={onClick}
      >
        <HeadsetIcon />
      </ActionIcon>
    </UnreadBadge>
  );
}

/**
 * The button alone until its first press, then the popover (which opens as it mounts); both
 * carry the count of conversations with unread replies.
 */
function ChatListButton() {
  const [wanted, setWanted] = useState(false);
  const unread = useUnreadReplies();
  if (!wanted)
    return (
      <ChatButton
        unread={unread}
        onClick={() => {
          setWanted(true);
        }}
      />
    );
  return (
    <Suspense fallback={<ChatButton unread={unread} />}>
      <ChatListPopover unread={unread} />
    </Suspense>
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
    button = <ChatListButton />;
  }
  return (
    <>
      {button}
      <ChatBoxOnceOpened />
    </>
  );
}
