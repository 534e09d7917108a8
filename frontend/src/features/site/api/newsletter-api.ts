import { baseApi } from '@/shared/api/base-api';

export interface SubscribeRequest {
  email: string;
  name?: string;
  gender?: 'male' | 'female' | 'unknown';
}

export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<unknown, SubscribeRequest>({
      query: (body) => ({ path: 'support/newsletter/subscribe', body: { ...body } }),
    }),
    /** Double opt-in: the token of the mailed link; 10602 when it is unknown, used or expired. */
    confirmSubscription: build.mutation<unknown, { token: string }>({
      query: (body) => ({ path: 'support/newsletter/confirm', body: { ...body }, ignoreError: true }),
    }),
  }),
});

export const { useSubscribeMutation, useConfirmSubscriptionMutation } = newsletterApi;
