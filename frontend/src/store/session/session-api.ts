import { baseApi } from '@/shared/api/base-api';
import { loggedOut, userInfoReceived } from './session-slice';
import type { UserInfo } from './session-types';

/** Account calls that the shell itself needs: refreshing the user and logging out. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserInfo: build.query<UserInfo | null, void>({
      // Background refresh: a 101 still logs out, but without a toast.
      query: () => ({ path: 'mine/info', ignoreError: true }),
      providesTags: ['UserInfo'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // No data means the server no longer knows this user.
          dispatch(data ? userInfoReceived(data) : loggedOut());
        } catch {
          // A non-login error keeps the cached user; a 101 was handled by the base query.
        }
      },
    }),
    logout: build.mutation<null, void>({
      query: () => ({ path: 'user/logout', ignoreError: true }),
    }),
  }),
});

export const { useGetUserInfoQuery, useLogoutMutation } = sessionApi;
