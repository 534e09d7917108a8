import { baseApi } from '@/shared/api/base-api';

export interface ProfileChange {
  avatar: string;
  nickname: string;
  phone: string;
}

export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    modifyProfile: build.mutation<unknown, ProfileChange>({
      query: (body) => ({ path: 'mine/modify', body: { ...body } }),
      invalidatesTags: ['UserInfo'],
    }),
    /** Answers a new sid; the old one is revoked. */
    changePassword: build.mutation<{ sid: string }, { old_password: string; password: string }>({
      query: (body) => ({ path: 'mine/security/change_password', body: { ...body } }),
    }),
  }),
});

export const { useModifyProfileMutation, useChangePasswordMutation } = userApi;
