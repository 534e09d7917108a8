import { baseApi } from '@/shared/api/base-api';
import { pagedOf, type Paged } from '@/shared/api/paged';
import type { GoodsCard } from './catalogue-types';

/** A favourite product: the card shape of `mall/goods/list`. */
export type FavoriteGoods = GoodsCard;

export interface FavoritePageRequest {
  page: number;
  pageSize: number;
  /** Keys the cache by user, so another account never sees a cached wishlist. */
  uid: number | string;
}

/**
 * Favourites (log-in required). Adding and removing refresh the wishlist; product cards keep
 * their own heart state, since listing pages are cached for everyone.
 */
export const favoriteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFavorites: build.query<Paged<FavoriteGoods>, FavoritePageRequest>({
      query: ({ page, pageSize }) => ({
        path: 'mine/favorite/list',
        body: { page, page_size: pageSize },
        ignoreError: true,
      }),
      transformResponse: (data: unknown, _meta, { page, pageSize }) => pagedOf<FavoriteGoods>(data, page, pageSize),
      providesTags: ['Favorite'],
    }),
    addFavorite: build.mutation<unknown, number>({
      query: (shopGoodsId) => ({ path: 'mine/favorite/add', body: { shop_goods_id: shopGoodsId } }),
      invalidatesTags: ['Favorite'],
    }),
    removeFavorite: build.mutation<unknown, number>({
      query: (shopGoodsId) => ({ path: 'mine/favorite/del', body: { shop_goods_id: shopGoodsId } }),
      invalidatesTags: ['Favorite'],
    }),
  }),
});

export const { useGetFavoritesQuery, useAddFavoriteMutation, useRemoveFavoriteMutation } = favoriteApi;
