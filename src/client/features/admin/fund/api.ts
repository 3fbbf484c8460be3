import type { AllocateFundsResponse } from '../../../../shared/api-types';
import type { InvestResponse } from '../../../../shared/money-types';
import { api } from '../../../api/api-slice';
import { moneyEventTags } from '../../../api/money-tags';

/**
 * POST /api/investment/allocate-funds: the spec's {projectId, amount}; with userId it invests that
 * investor's wallet money for them. The key makes a retried submission answer the first.
 */
export interface AllocateFundsRequest {
  projectId: string;
  amount: number;
  userId?: string;
  idempotencyKey: string;
}

/** Without an investor: {message, project}; with one, also the investment and the investor's wallet. */
export type AllocateFundsResult = AllocateFundsResponse & Partial<InvestResponse>;

export const adminFundApi = api.injectEndpoints({
  endpoints: (build) => ({
    allocateFunds: build.mutation<AllocateFundsResult, AllocateFundsRequest>({
      query: (body) => ({ url: '/investment/allocate-funds', method: 'POST', body }),
      // The project's raisedAmount changed: its page, the lists and the admin projects tab refetch; the
      // books are rechecked; an investor's wallet and totals (users tab) changed with it.
      invalidatesTags: (_result, error, { projectId, userId }) => (error ? [] : moneyEventTags.fundsAllocated(projectId, userId)),
    }),
  }),
});

export const { useAllocateFundsMutation } = adminFundApi;
