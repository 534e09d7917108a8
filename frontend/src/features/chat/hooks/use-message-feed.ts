import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { mergeMessages } from '../chat-format';
import {
  CHAT_AWAY_RELOAD_MS,
  CHAT_POLL_MS,
  CHAT_SCROLL_DELAY_MS,
  type ChatDirection, type ChatMessage, type ChatMessagePage } from '../api/chat-types';

export type FetchMessagePage = (direction: ChatDirection, messageId: number) => Promise<ChatMessagePage>;

export interface MessageFeed {
  messages: ChatMessage[];
  hasEarlier: boolean;
  loading: boolean;
  /** Grows whenever the view should scroll to the newest message. */
  scrollRequest: number;
  loadEarlier: () => Promise<void>;
  appendSent: (message: ChatMessage) => void;
}

/**
 * One conversation's messages (spec section 4): the latest page loads when the feed becomes
 * active, `next` is polled every 3 s, earlier pages load on demand, and after more than 10 s
 * away (tab hidden or window blurred) the latest page is loaded afresh. `conversationKey`
 * names the conversation; a new key starts over.
 *
 * `next` is asked from the newest message the server has listed, never from a message this
 * client just sent: the server may store other messages before a sent one (a new
 * conversation's welcome text, a reply that crossed the send), and a cursor moved to the sent
 * message's id would skip them until the conversation is opened again.
 */
export function useMessageFeed(active: boolean, conversationKey: string, fetchPage: FetchMessagePage): MessageFeed {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasEarlier, setHasEarlier] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [scrollRequest, setScrollRequest] = useState(0);
  const messagesRef = useRef<ChatMessage[]>([]);
  // The newest id a listed page brought; null until the latest page has loaded.
  const cursor = useRef<number | null>(null);
  const loadingLatest = useRef(false);
  const fetchRef = useRef(fetchPage);
  // Answers for an earlier conversation (or opening) are dropped when they arrive late.
  const generation = useRef(0);
  const polling = useRef(false);

  useEffect(() => {
    fetchRef.current = fetchPage;
  }, [fetchPage]);

  const show = useCallback((next: ChatMessage[]) => {
    messagesRef.current = next;
    setMessages(next);
  }, []);

  const reloadLatest = useCallback(async () => {
    const started = generation.current;
    loadingLatest.current = true;
    try {
      const page = await fetchRef.current('latest', 0);
      if (started !== generation.current) return;
      cursor.current = page.list.at(-1)?.message_id ?? 0;
      show(mergeMessages([], page.list));
      setHasEarlier(page.has_more);
      setScrollRequest((count) => count + 1);
    } catch {
      // A failed load leaves what is shown; the next poll or reopening tries again.
    } finally {
      loadingLatest.current = false;
      if (started === generation.current) setLoaded(true);
    }
  }, [show]);

  useEffect(() => {
    if (!active) return undefined;
    generation.current += 1;
    void reloadLatest();

    const poll = async () => {
      if (polling.current) return;
      const from = cursor.current;
      // Without the latest page there is no position to ask `next` from: load it (again).
      if (from === null) {
        if (!loadingLatest.current) void reloadLatest();
        return;
      }
      polling.current = true;
      const started = generation.current;
      try {
        const page = await fetchRef.current('next', from);
        const newest = page.list.at(-1)?.message_id;
        if (started === generation.current && newest !== undefined) {
          cursor.current = Math.max(cursor.current ?? 0, newest);
          show(mergeMessages(messagesRef.current, page.list));
          setScrollRequest((count) => count + 1);
        }
      } catch {
        // The next tick tries again.
      } finally {
        polling.current = false;
      }
    };
    const timer = window.setInterval(() => void poll(), CHAT_POLL_MS);

    let awaySince: number | null = null;
    const leave = () => {
      awaySince ??= Date.now();
    };
    const back = () => {
      if (awaySince !== null && Date.now() - awaySince > CHAT_AWAY_RELOAD_MS) void reloadLatest();
      awaySince = null;
    };
    const onVisibility = () => {
      if (document.hidden) leave();
      else back();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', leave);
    window.addEventListener('focus', back);
    return () => {
      generation.current += 1;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', back);
      // A closed or switched conversation shows nothing of the old one when it opens again.
      cursor.current = null;
      show([]);
      setHasEarlier(false);
      setLoaded(false);
    };
  }, [active, conversationKey, reloadLatest, show]);

  const loadEarlier = useCallback(async () => {
    const oldest = messagesRef.current[0]?.message_id;
    if (!hasEarlier || oldest === undefined) return;
    const started = generation.current;
    try {
      const page = await fetchRef.current('prev', oldest);
      if (started !== generation.current) return;
      show(mergeMessages(messagesRef.current, page.list));
      setHasEarlier(page.has_more);
    } catch {
      // Scrolling to the top again retries.
    }
  }, [hasEarlier, show]);

  const appendSent = useCallback(
    (message: ChatMessage) => {
      show(mergeMessages(messagesRef.current, [message]));
      setScrollRequest((count) => count + 1);
    },
    [show],
  );

  return { messages, hasEarlier, loading: active && !loaded, scrollRequest, loadEarlier, appendSent };
}

/**
 * Scrolls the message pane to its end 50 ms (spec) after the feed asks for it, i.e. after new
 * messages have been rendered.
 */
export function useScrollToLatest(viewport: RefObject<HTMLDivElement | null>, scrollRequest: number): void {
  useEffect(() => {
    if (scrollRequest === 0) return undefined;
    const timer = window.setTimeout(() => {
      const element = viewport.current;
      if (element) element.scrollTop = element.scrollHeight;
    }, CHAT_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [viewport, scrollRequest]);
}
