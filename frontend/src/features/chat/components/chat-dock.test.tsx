import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatOpened } from '@/store/chat-dock-slice';
import type { RootState } from '@/store/root-state';
import { loggedInState, renderWithProviders } from '@/test/render-with-providers';
import { answer, scriptedFetch, type SentCall } from '@/test/scripted-api';
import { sampleConfig } from '@/test/wallet-fixtures';
import { CHAT_UNREAD_POLL_MS, type ChatMessage } from '../api/chat-types';
import { ChatDock } from './chat-dock';

const config = { ...sampleConfig, inner_customer_service_enable: true, merchant_customer_service_enable: true };
const reply: ChatMessage = {
  message_id: 3,
  flag: 2,
  type: 1,
  content: 'It left today',
  image_url: '',
  goods_info: null,
  name: 'Sunrise Store',
  add_time: 1_700_000_000,
};

/**
 * The dock with `unread` answering each `unread` call in turn (the last one repeats), until the
 * conversation's newest page has been read: then, as the server does, nothing is unread.
 */
function renderDock(unread: number[], state: Partial<RootState> = loggedInState()) {
  let asked = 0;
  let read = false;
  const { fetchFn, calls } = scriptedFetch((path) => {
    if (path === 'system/config') return answer(config);
    if (path === 'support/customer_service/unread') {
      const count = read ? 0 : (unread[Math.min(asked, unread.length - 1)] ?? 0);
      asked += 1;
      return answer({ conversations: count, messages: count });
    }
    if (path === 'support/customer_service/message_list') {
      read = true;
      return answer({ chat_id: 5, list: [reply], has_more: false });
    }
    return undefined;
  });
  const { store } = renderWithProviders(
    <MemoryRouter>
      <ChatDock />
    </MemoryRouter>,
    { preloadedState: state, services: { fetchFn } },
  );
  return { calls, store };
}

const unreadCalls = (calls: SentCall[]) => calls.filter((call) => call.path === 'support/customer_service/unread');

describe('the header’s customer-service badge', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the conversations with unread replies and follows them without a reload', async () => {
    const { calls } = renderDock([0, 2]);
    const button = await screen.findByRole('button', { name: 'Customer service' });
    expect(screen.queryByTestId('chat-unread')).toBeNull();
    expect(unreadCalls(calls)).toHaveLength(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_UNREAD_POLL_MS);
    });
    await waitFor(() => {
      expect(screen.getByTestId('chat-unread')).toHaveTextContent('2');
    });
    expect(button).toHaveAccessibleName('Customer service (conversations with unread replies: 2)');
  });

  it('clears as soon as the opened conversation shows the replies, before the next poll', async () => {
    const { store } = renderDock([1]);
    await waitFor(() => {
      expect(screen.getByTestId('chat-unread')).toHaveTextContent('1');
    });
    const opened = Date.now();
    act(() => {
      store.dispatch(chatOpened({ shop: { shopId: 1, name: 'Sunrise Store' } }));
    });
    expect(await screen.findByText('It left today')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByTestId('chat-unread')).toBeNull();
    });
    // Not the next poll's doing: the (faked) clock has not reached it.
    expect(Date.now() - opened).toBeLessThan(CHAT_UNREAD_POLL_MS);
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('is not asked for a guest', async () => {
    const { calls } = renderDock([3], {
      session: { uid: '', sid: 'G'.repeat(32), guest: true, user: null, rememberMe: false, language: 'en' },
    });
    expect(await screen.findByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    expect(unreadCalls(calls)).toHaveLength(0);
  });
});
