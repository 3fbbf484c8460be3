import type { PendingWithdrawalCountResponse, WithdrawalDecisionResponse, WithdrawalDto, WithdrawalListResponse, WithdrawalStatus } from '../../../../shared/withdrawal-types';
import { api } from '../../../api/api-slice';
import { moneyEventTags } from '../../../api/money-tags';
import type { DecisionInput } from './machines/review-withdrawal-machine';

export type WithdrawalFilter = WithdrawalStatus | 'all';

/** One keyset page; the server allows up to 100 (withdrawalListQuerySchema). */
export const WITHDRAWALS_PAGE_SIZE = 50;

const LIST = { type: 'Withdrawal', id: 'LIST' } as const;

export const adminWithdrawalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every investor's withdrawals, newest first, a keyset page at a time; the argument is the status filter. */
    adminWithdrawals: build.infiniteQuery<WithdrawalListResponse, WithdrawalFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/withdrawals',
        params: { ...(queryArg === 'all' ? {} : { status: queryArg }), limit: WITHDRAWALS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: (data) => [...(data?.pages.flatMap((page) => page.withdrawals.map((w) => ({ type: 'Withdrawal' as const, id: w._id }))) ?? []), LIST],
    }),
    /** The sidebar's badge. It provides the list tag too, so every decision (and a new request) recounts. */
    pendingWithdrawalCount: build.query<number, void>({
      query: () => '/withdrawals/pending-count',
      transformResponse: (response: PendingWithdrawalCountResponse) => response.pending,
      providesTags: [LIST],
    }),
    decideWithdrawal: build.mutation<WithdrawalDto, DecisionInput>({
      query: ({ withdrawalId, ...body }) => ({ url: `/withdrawals/${encodeURIComponent(withdrawalId)}`, method: 'PUT', body }),
      transformResponse: (response: WithdrawalDecisionResponse) => response.withdrawal,
      // A decision (ours, or another admin's that made ours a 409) changes the queue, and a rejection
      // puts the money back in the investor's wallet (the users tab) and moves the books (the ledger
      // line). Any other failure changed nothing but may be a stale row.
      invalidatesTags: (_result, error) => (!error || (error as { status?: unknown }).status === 409 ? moneyEventTags.withdrawalDecided() : [LIST]),
    }),
  }),
});

export const { useAdminWithdrawalsInfiniteQuery, usePendingWithdrawalCountQuery } = adminWithdrawalsApi;
