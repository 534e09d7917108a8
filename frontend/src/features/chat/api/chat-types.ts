import type { components } from '@/api/schema';
/** Chat constants of spec section 9. */
export const CHAT_PAGE_SIZE = 100;
export const CHAT_LIST_LIMIT = 20;
export const CHAT_POLL_MS = 3000;
/** How often the header asks whether replies wait unread (every page, so less often than an open chat). */
export const CHAT_UNREAD_POLL_MS = 10_000;
/** Away (tab hidden or window blurred) for longer than this: the latest page is reloaded. */
export const CHAT_AWAY_RELOAD_MS = 10_000;
export const CHAT_SCROLL_DELAY_MS = 50;
/** chat_id of a platform conversation that has no message yet. */
export const NEW_PLATFORM_CHAT_ID = -1;

export const MESSAGE_TYPE = { text: 1, image: 2, product: 3 } as const;
export type MessageType = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE];
/** flag: 1 the viewer's own side, 2 the other side. */
export const OWN_SIDE = 1;

export type ChatDirection = 'latest' | 'prev' | 'next';

export type ChatGoods = components['schemas']['ChatGoodsInfo'];

export type ChatMessage = components['schemas']['MessageView'];

export type ChatMessagePage = components['schemas']['MessageListView'];

export type LastMessage = components['schemas']['LastMessage'];

/** What can be sent: text, an uploaded image's path, or a product card. */
export type OutgoingMessage =
  | { type: typeof MESSAGE_TYPE.text; content: string }
  | { type: typeof MESSAGE_TYPE.image; file_path: string }
  | { type: typeof MESSAGE_TYPE.product; shop_goods_id: number };

/** support/customer_service/unread: what the header's badge counts. */
export type UnreadReplies = components['schemas']['UnreadView'];
