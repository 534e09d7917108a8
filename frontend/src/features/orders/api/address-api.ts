import { baseApi, LONG_CACHE_SECONDS } from '@/shared/api/base-api';
import type { AddressFields, AreaOption, ShippingAddress } from './address-types';

function listOf<T>(data: unknown): T[] {
  const list = typeof data === 'object' && data !== null ? (data as { list?: unknown }).list : undefined;
  return Array.isArray(list) ? (list as T[]) : [];
}

/**
 * The address book (log-in required) and the area tree its form chooses from. The list is
 * keyed by user, so another account never sees a cached address book.
 */
export const addressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<ShippingAddress[], number | string>({
      query: () => ({ path: 'mine/shipping_address/list', ignoreError: true }),
      transformResponse: (data: unknown) => listOf<ShippingAddress>(data),
      providesTags: ['Address'],
    }),
    getAddress: build.query<ShippingAddress, number>({
      query: (addressId) => ({ path: 'mine/shipping_address/get', body: { address_id: addressId }, ignoreError: true }),
      providesTags: ['Address'],
    }),
    addAddress: build.mutation<{ address_id: number }, AddressFields>({
      query: (fields) => ({ path: 'mine/shipping_address/add', body: { ...fields }, ignoreError: true }),
      invalidatesTags: ['Address'],
    }),
    editAddress: build.mutation<unknown, ShippingAddress>({
      query: (address) => ({ path: 'mine/shipping_address/edit', body: { ...address }, ignoreError: true }),
      invalidatesTags: ['Address'],
    }),
    setDefaultAddress: build.mutation<unknown, number>({
      query: (addressId) => ({ path: 'mine/shipping_address/set_default', body: { address_id: addressId } }),
      invalidatesTags: ['Address'],
    }),
    deleteAddress: build.mutation<unknown, number>({
      query: (addressId) => ({ path: 'mine/shipping_address/del', body: { address_id: addressId } }),
      invalidatesTags: ['Address'],
    }),
    /** The spec marks areas as cached: a level, once read, is kept for the visit. */
    getAreas: build.query<AreaOption[], { parent_id: number; level: number }>({
      query: (request) => ({ path: 'information/area/list', body: { ...request }, ignoreError: true }),
      transformResponse: (data: unknown) => listOf<AreaOption>(data),
      keepUnusedDataFor: LONG_CACHE_SECONDS,
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useGetAddressQuery,
  useAddAddressMutation,
  useEditAddressMutation,
  useSetDefaultAddressMutation,
  useDeleteAddressMutation,
  useGetAreasQuery,
} = addressApi;
