import { useAppSelector } from '@/store/hooks';
import { selectSession } from '@/store/session/session-slice';
import { useGetUnreadRepliesQuery } from '../api/chat-api';
import { CHAT_UNREAD_POLL_MS } from '../api/chat-types';

/**
 * How many of the signed-in user's conversations hold replies (from an agent or a shop) they
 * have not read: asked every 10 s, and again as soon as a chat page shows replies (which marks
 * them read). 0 for a guest, who is not asked.
 */
export function useUnreadReplies(): number {
  const session = useAppSelector(selectSession);
  const signedIn = !session.guest && session.uid !== '';
  const { data } = useGetUnreadRepliesQuery(session.uid, {
    skip: !signedIn,
    pollingInterval: CHAT_UNREAD_POLL_MS,
    refetchOnMountOrArgChange: true,
  });
  return signedIn ? (data?.conversations ?? 0) : 0;
}
