import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { sessionApi } from '@/store/session/session-api';
import { selectUser } from '@/store/session/session-slice';
import { merchantLink } from '../merchant-link';

/**
 * The merchant link of the signed-in user, and what to do once it was followed: its token
 * works once, so the user info (with a fresh token) is fetched again. The new tab opens with
 * the current token before the refetch lands.
 */
export function useMerchantLink(): { href: string | null; followed: () => void } {
  const dispatch = useAppDispatch();
  const href = merchantLink(useAppSelector(selectUser));
  const followed = () => {
    void dispatch(sessionApi.endpoints.getUserInfo.initiate(undefined, { forceRefetch: true, subscribe: false }));
  };
  return { href, followed };
}
