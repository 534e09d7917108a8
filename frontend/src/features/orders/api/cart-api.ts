import { baseApi } from '@/shared/api/base-api';
import { cartOf } from '../spec-info';
import type { Cart, CartLineKey, CartQuantity } from './cart-types';

/** Spec section 9: the cart list is cached 1 s. */
export const CART_CACHE_SECONDS = 1;

/**
 * The cart (guests too: the server keys a guest's cart by sid and carries it over at log-in).
 * The list is keyed by the user (uid or 'guest'), so logging in or out reads a fresh cart.
 * Every change refreshes the list (spec section 4); callers show their own failure messages.
 */
export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, string>({
      query: () => ({ path: 'mall/cart/list', ignoreError: true }),
      transformResponse: (data: unknown) => cartOf(data),
      keepUnusedDataFor: CART_CACHE_SECONDS,
      providesTags: ['Cart'],
    }),
    updateCartLine: build.mutation<unknown, CartQuantity>({
      // A stepper may send the same quantity twice within a second (down then up again).
      query: (line) => ({
        path: 'mall/cart/update',
        body: { ...line },
        ignoreError: true,
        headers: { 'X-Repeat-Submit': 'allow' },
      }),
      invalidatesTags: ['Cart'],
    }),
    deleteCartLine: build.mutation<unknown, CartLineKey>({
      query: (line) => ({ path: 'mall/cart/del', body: { ...line }, ignoreError: true }),
      invalidatesTags: ['Cart'],
    }),
    emptyCart: build.mutation<unknown, void>({
      query: () => ({ path: 'mall/cart/empty', ignoreError: true }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const {
  useGetCartQuery,
  useUpdateCartLineMutation,
  useDeleteCartLineMutation,
  useEmptyCartMutation,
} = cartApi;
