import type { TrustResponse } from '../../shared/trust-types';
import { api } from './api-slice';

/**
 * GET /api/trust: the company's registration details and the Shariah advisors. Here, not
 * in a feature, because two features read it: the public /shariah-governance page and the admin
 * Settings tab (whose mutations invalidate the 'Trust' tag this provides).
 */
export const trustApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrust: build.query<TrustResponse, void>({
      query: () => '/trust',
      providesTags: ['Trust'],
    }),
  }),
});

export const { useGetTrustQuery } = trustApi;
