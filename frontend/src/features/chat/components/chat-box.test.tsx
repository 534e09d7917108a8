import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RootState } from '@/store/root-state';
import type { ChatMessage } from '../api/chat-types';
import { renderWithProviders } from '@/test/render-with-providers';
import { answer, scriptedFetch, type SentCall } from '@/test/scripted-api';
import { sendableText } from '../chat-rules';
import { ChatBox } from './chat-box';
import { ChatList } from './chat-list';

const GUEST_SID = 'G'.repeat(32);

function message(id: number, content: string, flag = 1): ChatMessage {
  return { message_id: id, flag, type: 1, content, image_url: '', goods_info: null, name: flag === 1 ? 'Guest' : 'Bazaar', add_time: 1_700_000_000 };
}

const guestInChat: Partial<RootState> = {
  session: { uid: '', sid: GUEST_SID, guest: true, user: null, rememberMe: false, language: 'en' },
  chat: { inChat: true, shop: { shopId: 0, name: 'Bazaar' }, product: null },
};

function renderChat(next: () => ChatMessage[]) {
  const { fetchFn, calls } = scriptedFetch((path, body) => {
    if (path === 'support/customer_service/message_list') {
      if (body.direction === 'latest') return answer({ chat_id: 5, list: [message(1, 'Hello there')], has_more: false });
      return answer({ chat_id: 5, list: next(), has_more: false });
    }
    if (path === 'support/customer_service/send') return answer(message(9, String(body.content)));
    return undefined;
  });
  const rendered = renderWithProviders(
    <MemoryRouter>
      <ChatBox />
    </MemoryRouter>,
    { preloadedState: guestInChat, services: { fetchFn } },
  );
  return { ...rendered, calls };
}

const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);

describe('chat box', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the latest page, then polls next every 3 seconds as the guest', async () => {
    let pending: ChatMessage[] = [];
    const { calls } = renderChat(() => {
      const delivered = pending;
      pending = [];
      return delivered;
    });
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    const pages = () => callsTo(calls, 'support/customer_service/message_list');
    expect(pages()[0]?.body).toMatchObject({ shop_id: 0, direction: 'latest', limit: 100, open_id: GUEST_SID });

    pending = [message(2, 'We are on it', 2)];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2900);
    });
    expect(pages()).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(pages()[1]?.body).toMatchObject({ direction: 'next', message_id: 1, open_id: GUEST_SID });
    expect(await screen.findByText('We are on it')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(pages()[2]?.body).toMatchObject({ direction: 'next', message_id: 2 });
  });

  it('sends text on Enter only when it is not blank', async () => {
    const { calls } = renderChat(() => []);
    await screen.findByText('Hello there');
    const input = screen.getByRole('textbox', { name: 'Type a message…' });

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(callsTo(calls, 'support/customer_service/send')).toHaveLength(0);

    fireEvent.change(input, { target: { value: '  Is it in stock?  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Is it in stock?')).toBeInTheDocument();
    const sent = callsTo(calls, 'support/customer_service/send');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ shop_id: 0, type: 1, content: 'Is it in stock?', open_id: GUEST_SID });
    expect(input).toHaveValue('');
  });

  it('shows the welcome of a new conversation at the next poll after the first message', async () => {
    // The server stores the welcome (id 8) just before the first message (id 9).
    const stored = [message(8, 'Welcome to Bazaar support', 2), message(9, 'Hi')];
    const { fetchFn, calls } = scriptedFetch((path, body) => {
      if (path === 'support/customer_service/message_list') {
        if (body.direction === 'latest') return answer({ chat_id: 0, list: [], has_more: false });
        return answer({ chat_id: 5, list: stored.filter((item) => item.message_id > Number(body.message_id)), has_more: false });
      }
      if (path === 'support/customer_service/send') return answer(stored[1]);
      return undefined;
    });
    renderWithProviders(
      <MemoryRouter>
        <ChatBox />
      </MemoryRouter>,
      { preloadedState: guestInChat, services: { fetchFn } },
    );
    expect(await screen.findByText('No messages yet. Say hello!')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Type a message…' });
    fireEvent.change(input, { target: { value: 'Hi' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Hi')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    const polls = callsTo(calls, 'support/customer_service/message_list').filter(
      (call) => (call.body as Record<string, unknown> | null)?.direction === 'next',
    );
    expect(polls[0]?.body).toMatchObject({ message_id: 0 });
    expect(await screen.findByText('Welcome to Bazaar support')).toBeInTheDocument();
    const shown = screen.getByTestId('chat-messages').textContent;
    expect(shown.indexOf('Welcome to Bazaar support')).toBeLessThan(shown.indexOf('Hi'));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(callsTo(calls, 'support/customer_service/message_list').at(-1)?.body).toMatchObject({ direction: 'next', message_id: 9 });
  });

  it('treats whitespace-only text as nothing to send', () => {
    expect(sendableText(' \n\t ')).toBeNull();
    expect(sendableText(' hi ')).toBe('hi');
  });
});

describe('chat list', () => {
  it('shows nickname, MM/DD date, preview and unread count per conversation', () => {
    const onSelect = vi.fn();
    const added = new Date(2025, 3, 9, 10, 0).getTime() / 1000;
    renderWithProviders(
      <ChatList
        onSelect={onSelect}
        conversations={[
          { chat_id: 4, shop_id: 2, nickname: 'Northwind', avatar: '', unread_num: 3, last_message: { type: 2, content: '' }, add_time: added },
          { chat_id: 5, shop_id: 0, nickname: 'Bazaar', avatar: '', unread_num: 0, last_message: { type: 3, content: 'Oven' }, add_time: added },
          { chat_id: 6, shop_id: 1, nickname: 'Harbor', avatar: '', unread_num: 0, last_message: { type: 1, content: 'Thanks!' }, add_time: added },
        ]}
      />,
    );
    const rows = screen.getAllByTestId('chat-conversation');
    expect(rows[0]).toHaveTextContent('Northwind');
    expect(rows[0]).toHaveTextContent('04/09');
    expect(rows[0]).toHaveTextContent('[Picture]');
    expect(rows[0]).toHaveTextContent('3');
    expect(rows[1]).toHaveTextContent('[Commodity]');
    expect(rows[2]).toHaveTextContent('Thanks!');
    fireEvent.click(rows[2] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ chat_id: 6 }));
  });
});
