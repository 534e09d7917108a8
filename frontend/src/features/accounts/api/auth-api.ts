import { baseApi } from '@/shared/api/base-api';
import type { AuthResult } from '@/store/session/session-types';

export interface LoginRequest {
  email: string;
  password: string;
  remember: boolean;
}

export interface SignupRequest {
  email: string;
  password: string;
  code: string;
  nickname?: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResult, LoginRequest>({
      query: (body) => ({ path: 'user/login', body: { ...body } }),
      invalidatesTags: ['UserInfo'],
    }),
    signup: build.mutation<AuthResult, SignupRequest>({
      query: (body) => ({ path: 'user/signup', body: { ...body } }),
      invalidatesTags: ['UserInfo'],
    }),
    sendSignupCode: build.mutation<unknown, { email: string }>({
      query: ({ email }) => ({ path: 'user/send_code', body: { email, scene: 'signup' } }),
    }),
    forgetPassword: build.mutation<unknown, { email: string }>({
      query: (body) => ({ path: 'user/forget_password', body: { ...body } }),
    }),
    resetPassword: build.mutation<unknown, { token: string; password: string }>({
      query: (body) => ({ path: 'user/reset_password', body: { ...body } }),
    }),
  }),
});

export const {
  useLoginMutation,
  useSignupMutation,
  useSendSignupCodeMutation,
  useForgetPasswordMutation,
  useResetPasswordMutation,
} = authApi;
