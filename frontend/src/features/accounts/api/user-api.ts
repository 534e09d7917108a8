import { baseApi } from '@/shared/api/base-api';
import type { AuthResult } from '@/store/session/session-types';
import type { components } from '@/api/schema';

export type ProfileChange = Omit<components['schemas']['ModifyProfileRequest'], 'sid' | 'language'>;

export type PasswordChange = Omit<components['schemas']['ChangePasswordRequest'], 'sid' | 'language'>;

export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    modifyProfile: build.mutation<unknown, ProfileChange>({
      query: (body) => ({ path: 'mine/modify', body: { ...body } }),
      invalidatesTags: ['UserInfo'],
    }),
    /** Answers a new sid; the old one is revoked. */
    changePassword: build.mutation<AuthResult, PasswordChange>({
      query: (body) => ({ path: 'mine/security/change_password', body: { ...body } }),
    }),
  }),
});

export const { useModifyProfileMutation, useChangePasswordMutation } = userApi;
