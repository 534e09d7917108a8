import { baseApi } from '@/shared/api/base-api';
import type { AuthResult } from '@/store/session/session-types';
import type { components } from '@/api/schema';

export type LoginRequest = Omit<components['schemas']['LoginRequest'], 'sid' | 'language'>;

export type SignupRequest = Omit<components['schemas']['SignupRequest'], 'sid' | 'language'>;

/** user/send_code: the sign-up form asks for its code (`scene` is added by the endpoint). */
export type SignupCodeRequest = Omit<components['schemas']['SendCodeRequest'], 'sid' | 'language' | 'scene'>;

export type ForgetPasswordRequest = Omit<components['schemas']['ForgetPasswordRequest'], 'sid' | 'language'>;

export type ResetPasswordRequest = Omit<components['schemas']['ResetPasswordRequest'], 'sid' | 'language'>;

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
    sendSignupCode: build.mutation<unknown, SignupCodeRequest>({
      query: ({ email }) => ({ path: 'user/send_code', body: { email, scene: 'signup' } }),
    }),
    forgetPassword: build.mutation<unknown, ForgetPasswordRequest>({
      query: (body) => ({ path: 'user/forget_password', body: { ...body } }),
    }),
    resetPassword: build.mutation<unknown, ResetPasswordRequest>({
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
