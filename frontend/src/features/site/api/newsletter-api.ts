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
  }),
});

export const { useSubscribeMutation } = newsletterApi;
