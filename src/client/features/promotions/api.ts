import type { DiscountDto, DiscountListResponse } from '../../../shared/api-types';
import { api } from '../../api/api-slice';

export const promotionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Promotions as the server sends them: newest first (spec section 7). */
    getDiscounts: build.query<DiscountDto[], void>({
      query: () => '/discounts',
      transformResponse: (response: DiscountListResponse) => response.discounts,
      providesTags: (discounts = []) => [...discounts.map((d) => ({ type: 'Discount' as const, id: d._id })), { type: 'Discount', id: 'LIST' }],
    }),
  }),
});

export const { useGetDiscountsQuery } = promotionsApi;
