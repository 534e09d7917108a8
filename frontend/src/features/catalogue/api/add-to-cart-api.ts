import { baseApi } from '@/shared/api/base-api';
import type { components } from '@/api/schema';

/** One SKU and quantity for the cart (mall/cart/add). */
export type AddToCartRequest = Omit<components['schemas']['CartLineRequest'], 'sid' | 'language'>;

/**
 * The product page's own call into the cart: it adds a line and invalidates the 'Cart' tag, so
 * the cart feature's list (header badge, drawer, cart page) refetches. Guests too: the server
 * keeps their cart by sid. The button shows its own failure message.
 */
export const addToCartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addToCart: build.mutation<unknown, AddToCartRequest>({
      query: (line) => ({ path: 'mall/cart/add', body: { ...line }, ignoreError: true, errorContext: 'cart' }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useAddToCartMutation } = addToCartApi;
