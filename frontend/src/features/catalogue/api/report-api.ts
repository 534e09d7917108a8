import { baseApi } from '@/shared/api/base-api';

/**
 * A signed-in shopper reports a product to the platform's operators (mall/goods/report). The
 * dialog that sends it shows a refusal itself (a second report while the first is open, the
 * shopper's own shop's product).
 */
export const reportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportGoods: build.mutation<{ report_id: number }, { shop_goods_id: number; reason: string }>({
      query: (body) => ({ path: 'mall/goods/report', body: { ...body }, ignoreError: true }),
    }),
  }),
});

export const { useReportGoodsMutation } = reportApi;
