import { MESSAGE_TYPE, type LastMessage } from './api/chat-types';

const pad = (value: number): string => String(value).padStart(2, '0');

/** The list's MM/DD date of a Unix-seconds time, in the viewer's time zone. */
export function formatChatDate(unixSeconds: number | null | undefined): string {
  if (unixSeconds === null || unixSeconds === undefined || !Number.isFinite(unixSeconds) || unixSeconds <= 0) return '';
  const date = new Date(unixSeconds * 1000);
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/** HH:mm of a message, in the viewer's time zone. */
export function formatChatTime(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The last-message preview of a conversation (spec section 2): the text itself, '[Picture]'
 * for an image and '[Commodity]' for a product; `labels` carries the translated brackets.
 */
export function chatPreview(last: LastMessage | null | undefined, labels: { picture: string; commodity: string }): string {
  if (!last) return '';
  if (last.type === MESSAGE_TYPE.image) return labels.picture;
  if (last.type === MESSAGE_TYPE.product) return labels.commodity;
  return last.content;
}

/** Merges pages by message id, ascending: polling and paging may overlap. */
export function mergeMessages<T extends { message_id: number }>(current: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map<number, T>();
  for (const message of current) byId.set(message.message_id, message);
  for (const message of incoming) byId.set(message.message_id, message);
  return [...byId.values()].sort((a, b) => a.message_id - b.message_id);
}

/** An unread badge's text: 99+ past 99, nothing at zero. */
export function unreadLabel(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}
