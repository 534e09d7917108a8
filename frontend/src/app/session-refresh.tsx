import { useAppSelector } from '@/store/hooks';
import { useGetUserInfoQuery } from '@/store/session/session-api';
import { selectIsLoggedIn } from '@/store/session/session-slice';

/**
 * At start-up the cached user is shown at once and then refreshed through mine/info
 * (see session-api for what each answer does to the session).
 */
export function SessionRefresh() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useGetUserInfoQuery(undefined, { skip: !loggedIn });
  return null;
}
