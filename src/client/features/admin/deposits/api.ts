import type { DepositDto, DepositListResponse, DepositResponse, DepositStatus } from '../../../../shared/api-types';
import { api } from '../../../api/api-slice';
import { newestFirst } from '../../../api/newest-first';
import type { ReviewInput } from './machines/review-deposit-machine';

export type DepositFilter = DepositStatus | 'all';

export const adminDepositsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminDeposits: build.query<DepositDto[], DepositFilter>({
      query: (status) => (status === 'all' ? '/deposit' : { url: '/deposit', params: { status } }),
      // Newest first (spec section 7).
      transformResponse: (response: DepositListResponse) => newestFirst(response.deposits),
      providesTags: (deposits = []) => [...deposits.map((d) => ({ type: 'Deposit' as const, id: d._id })), { type: 'Deposit', id: 'LIST' }],
    }),
    reviewDeposit: build.mutation<DepositDto, ReviewInput>({
      query: ({ depositId, ...body }) => ({ url: `/deposit/${encodeURIComponent(depositId)}`, method: 'PUT', body }),
      transformResponse: (response: DepositResponse) => response.deposit,
      // A decision (ours, or another admin's that made ours a 409) changes the list and, when approved,
      // the investor's wallet in the users tab and the books (issue 15). Any other failure changed
      // nothing but may be a stale row.
      invalidatesTags: (_result, error) =>
        !error || (error as { status?: unknown }).status === 409
          ? [
              { type: 'Deposit', id: 'LIST' },
              { type: 'User', id: 'LIST' },
              { type: 'Ledger', id: 'CHECK' },
            ]
          : [{ type: 'Deposit', id: 'LIST' }],
    }),
  }),
});

export const { useAdminDepositsQuery } = adminDepositsApi;
