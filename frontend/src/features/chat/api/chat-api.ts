import { baseApi } from '@/shared/api/base-api';
import {
  CHAT_LIST_LIMIT,
  CHAT_PAGE_SIZE,
  OWN_SIDE,
  type ChatDirection,
  type ChatMessage,
  type ChatMessagePage,
  type OutgoingMessage,
  type UnreadReplies,
} from './chat-types';
import type { components } from '@/api/schema';

/** A row of the 'Chat with us' list (spec section 3, Chat conversation). */
export type ChatConversation = components['schemas']['ConversationView'];

/** Guests identify themselves by open_id: their own 32-character guest sid. */
export interface GuestIdentity {
  openId?: string;
}

export interface MessageListRequest extends GuestIdentity {
  shopId: number;
  direction: ChatDirection;
  messageId: number;
}

export type SendRequest = GuestIdentity & { shopId: number; message: OutgoingMessage };

function withOpenId(body: Record<string, unknown>, openId: string | undefined): Record<string, unknown> {
  return openId ? { ...body, open_id: openId } : body;
}

function listOf<T>(data: unknown): T[] {
  const list = (data as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? (list as T[]) : [];
}

/**
 * support/customer_service/*. The list, the pages and the unread count are background calls
 * (polled), so their failures stay quiet; a failed send shows its message.
 */
export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChatList: build.query<ChatConversation[], GuestIdentity>({
      query: ({ openId }) => ({
        path: 'support/customer_service/chat_list',
        body: withOpenId({ limit: CHAT_LIST_LIMIT }, openId),
        ignoreError: true,
      }),
      transformResponse: (data: unknown) => listOf<ChatConversation>(data),
      providesTags: ['ChatList'],
      keepUnusedDataFor: 0,
    }),
    getChatMessages: build.query<ChatMessagePage, MessageListRequest>({
      query: ({ shopId, direction, messageId, openId }) => ({
        path: 'support/customer_service/message_list',
        body: withOpenId({ shop_id: shopId, message_id: messageId, direction, limit: CHAT_PAGE_SIZE }, openId),
        ignoreError: true,
      }),
      transformResponse: (data: unknown) => {
        const page = data as Partial<ChatMessagePage> | null;
        return { chat_id: page?.chat_id ?? 0, list: listOf<ChatMessage>(data), has_more: Boolean(page?.has_more) };
      },
      keepUnusedDataFor: 0,
      // Reading the newest messages marks the replies among them read: the badge counts again.
      async onQueryStarted({ direction }, { dispatch, queryFulfilled }) {
        if (direction === 'prev') return;
        try {
          const { data } = await queryFulfilled;
          if (data.list.some((message) => message.flag !== OWN_SIDE)) dispatch(chatApi.util.invalidateTags(['ChatUnread']));
        } catch {
          // A failed page read nothing.
        }
      },
    }),
    /** The argument (the signed-in uid) only keys the cache, so one user never sees another's count. */
    getUnreadReplies: build.query<UnreadReplies, string>({
      query: () => ({ path: 'support/customer_service/unread', body: {}, ignoreError: true }),
      transformResponse: (data: unknown) => {
        const found = data as Partial<UnreadReplies> | null;
        return { conversations: found?.conversations ?? 0, messages: found?.messages ?? 0 };
      },
      providesTags: ['ChatUnread'],
    }),
    sendChatMessage: build.mutation<ChatMessage, SendRequest>({
      query: ({ shopId, message, openId }) => ({
        path: 'support/customer_service/send',
        body: withOpenId({ shop_id: shopId, ...message }, openId),
      }),
      invalidatesTags: ['ChatList'],
    }),
  }),
});

export const { useGetChatListQuery, useLazyGetChatMessagesQuery, useSendChatMessageMutation, useGetUnreadRepliesQuery } = chatApi;
