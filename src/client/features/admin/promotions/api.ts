import type { DiscountDto, DiscountListResponse, DiscountResponse } from '../../../../shared/api-types';
import { api } from '../../../api/api-slice';

/** POST /api/discount and PUT /api/discount/:id (src/shared/schemas/discounts.ts); all but company and image are optional. */
export interface DiscountRequest {
  company: string;
  imageUrl: string;
  companyBn?: string | null;
  offer?: string | null;
  offerBn?: string | null;
  percent?: number | null;
  endsAt?: string | null;
}

// The public list (features/promotions) provides the same tags, so every change below refreshes it too.
const LIST = { type: 'Discount', id: 'LIST' } as const;

export const adminPromotionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The promotions tab's list, newest first as the server sends it, ended ones included (marked `ended`). */
    adminDiscounts: build.query<DiscountDto[], void>({
      query: () => '/discounts?all=1',
      transformResponse: (response: DiscountListResponse) => response.discounts,
      providesTags: (discounts = []) => [...discounts.map((d) => ({ type: 'Discount' as const, id: d._id })), LIST],
    }),
    createDiscount: build.mutation<DiscountDto, DiscountRequest>({
      query: (body) => ({ url: '/discount', method: 'POST', body }),
      transformResponse: (response: DiscountResponse) => response.discount,
      invalidatesTags: [LIST],
    }),
    updateDiscount: build.mutation<DiscountDto, { id: string; body: DiscountRequest }>({
      query: ({ id, body }) => ({ url: `/discount/${id}`, method: 'PUT', body }),
      transformResponse: (response: DiscountResponse) => response.discount,
      // The list too: an end date can move a promotion in or out of the public list.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Discount', id }, LIST],
    }),
    removeDiscount: build.mutation<void, string>({
      query: (id) => ({ url: `/discount/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Discount', id }, LIST],
    }),
  }),
});

export const { useAdminDiscountsQuery, useCreateDiscountMutation, useUpdateDiscountMutation, useRemoveDiscountMutation } = adminPromotionsApi;
