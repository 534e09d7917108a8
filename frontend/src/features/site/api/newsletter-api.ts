import { baseApi } from '@/shared/api/base-api';
import type { components } from '@/api/schema';

export type SubscribeRequest = Omit<components['schemas']['SubscribeRequest'], 'sid' | 'language'>;

export type ConfirmSubscription = Omit<components['schemas']['ConfirmSubscriptionRequest'], 'sid' | 'language'>;

export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<unknown, SubscribeRequest>({
      query: (body) => ({ path: 'support/newsletter/subscribe', body: { ...body } }),
    }),
    /** Double opt-in: the token of the mailed link; 10602 when it is unknown, used or expired. */
    confirmSubscription: build.mutation<unknown, ConfirmSubscription>({
      query: (body) => ({ path: 'support/newsletter/confirm', body: { ...body }, ignoreError: true }),
    }),
  }),
});

export const { useSubscribeMutation, useConfirmSubscriptionMutation } = newsletterApi;
