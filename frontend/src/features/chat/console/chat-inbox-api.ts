import { baseApi } from '@/shared/api/base-api';
import { pagedOf, type Paged } from '@/shared/api/paged';
import {
  CHAT_PAGE_SIZE,
  type ChatDirection,
  type ChatMessage,
  type ChatMessagePage,
  type OutgoingMessage,
} from '../api/chat-types';
import type { components } from '@/api/schema';

export const INBOX_PAGE_SIZE = 20;

/** A conversation in the console inbox; `unread_num` counts the customer's unread lines. */
export type InboxConversation = components['schemas']['InboxEntryView'];

export interface InboxRequest {
  page: number;
  unreadOnly: boolean;
}

export interface InboxMessagesRequest {
  chatId: number;
  direction: ChatDirection;
  messageId: number;
}

/** console/chat/* for agents (the platform) and sellers (their shops); polled every 3 s. */
export const consoleChatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChatInbox: build.query<Paged<InboxConversation>, InboxRequest>({
      query: ({ page, unreadOnly }) => ({
        path: 'console/chat/list',
        body: { page, page_size: INBOX_PAGE_SIZE, unread_only: unreadOnly },
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, request) => pagedOf<InboxConversation>(data, request.page, INBOX_PAGE_SIZE),
      providesTags: ['ChatInbox'],
    }),
    getInboxMessages: build.query<ChatMessagePage, InboxMessagesRequest>({
      query: ({ chatId, direction, messageId }) => ({
        path: 'console/chat/messages',
        body: { chat_id: chatId, direction, message_id: messageId, limit: CHAT_PAGE_SIZE },
        ignoreError: true,
      }),
      transformResponse: (data: unknown) => {
        const page = data as Partial<ChatMessagePage> | null;
        const list = Array.isArray(page?.list) ? page.list : [];
        return { chat_id: page?.chat_id ?? 0, list, has_more: Boolean(page?.has_more) };
      },
      keepUnusedDataFor: 0,
    }),
    replyInChat: build.mutation<ChatMessage, { chatId: number; message: OutgoingMessage }>({
      query: ({ chatId, message }) => ({ path: 'console/chat/reply', body: { chat_id: chatId, ...message } }),
      invalidatesTags: ['ChatInbox'],
    }),
  }),
});

export const { useGetChatInboxQuery, useLazyGetInboxMessagesQuery, useReplyInChatMutation } = consoleChatApi;
