import type { DiscountDto, DiscountListResponse, DiscountResponse } from '../../../../shared/api-types';
import { api } from '../../../api/api-slice';

/** POST /api/discount (src/shared/schemas/discounts.ts); percent is optional. */
export interface CreateDiscountRequest {
  company: string;
  imageUrl: string;
  percent?: number;
}

export const adminPromotionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The promotions tab's list, newest first as the server sends it; shares the public list's tags. */
    adminDiscounts: build.query<DiscountDto[], void>({
      query: () => '/discounts',
      transformResponse: (response: DiscountListResponse) => response.discounts,
      providesTags: (discounts = []) => [...discounts.map((d) => ({ type: 'Discount' as const, id: d._id })), { type: 'Discount', id: 'LIST' }],
    }),
    createDiscount: build.mutation<DiscountDto, CreateDiscountRequest>({
      query: (body) => ({ url: '/discount', method: 'POST', body }),
      transformResponse: (response: DiscountResponse) => response.discount,
      invalidatesTags: [{ type: 'Discount', id: 'LIST' }],
    }),
  }),
});

export const { useAdminDiscountsQuery, useCreateDiscountMutation } = adminPromotionsApi;
