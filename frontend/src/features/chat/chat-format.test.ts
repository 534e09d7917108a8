import { describe, expect, it } from 'vitest';
import { chatPreview, formatChatDate, mergeMessages, unreadLabel } from './chat-format';
import { MESSAGE_TYPE } from './api/chat-types';

const labels = { picture: '[Picture]', commodity: '[Commodity]' };

describe('chat list formatting', () => {
  it('shows the date as MM/DD in local time', () => {
    const march5 = new Date(2025, 2, 5, 14, 30).getTime() / 1000;
    const december31 = new Date(2025, 11, 31, 23, 59).getTime() / 1000;
    expect(formatChatDate(march5)).toBe('03/05');
    expect(formatChatDate(december31)).toBe('12/31');
    expect(formatChatDate(0)).toBe('');
    expect(formatChatDate(undefined)).toBe('');
  });

  it('previews text as itself, images as [Picture] and products as [Commodity]', () => {
    expect(chatPreview({ type: MESSAGE_TYPE.text, content: 'Where is my parcel?' }, labels)).toBe('Where is my parcel?');
    expect(chatPreview({ type: MESSAGE_TYPE.image, content: '' }, labels)).toBe('[Picture]');
    expect(chatPreview({ type: MESSAGE_TYPE.product, content: 'Dutch Oven' }, labels)).toBe('[Commodity]');
    expect(chatPreview(null, labels)).toBe('');
  });

  it('shows unread counts up to 99, then 99+, and nothing at zero', () => {
    expect(unreadLabel(0)).toBe('');
    expect(unreadLabel(7)).toBe('7');
    expect(unreadLabel(120)).toBe('99+');
  });

  it('merges overlapping pages by message id in ascending order', () => {
    const merged = mergeMessages([{ message_id: 3 }, { message_id: 1 }], [{ message_id: 2 }, { message_id: 3 }]);
    expect(merged.map((message) => message.message_id)).toEqual([1, 2, 3]);
  });
});
