import type { DepositDto, DepositListResponse } from '../../../shared/api-types';
import { api } from '../../api/api-slice';
import { newestFirst } from '../../api/newest-first';

/** An investor's own deposits: the server answers GET /deposit with only the caller's (DECISIONS.md). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    myDeposits: build.query<DepositDto[], void>({
      query: () => '/deposit',
      transformResponse: (response: DepositListResponse) => newestFirst(response.deposits),
      providesTags: (deposits = []) => [...deposits.map((d) => ({ type: 'Deposit' as const, id: d._id })), { type: 'Deposit', id: 'LIST' }],
    }),
  }),
});

export const { useMyDepositsQuery } = profileApi;
