import type { DepositDto, DepositListResponse, DepositResponse, DepositStatus, PendingDepositCountResponse } from '../../../../shared/api-types';
import { api } from '../../../api/api-slice';
import { moneyEventTags } from '../../../api/money-tags';
import type { ReviewInput } from './machines/review-deposit-machine';

export type DepositFilter = DepositStatus | 'all';

/** One keyset page; the server allows up to 500 (depositListQuerySchema). */
export const DEPOSITS_PAGE_SIZE = 50;

const LIST = { type: 'Deposit', id: 'LIST' } as const;

export const adminDepositsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every investor's deposits, newest first (spec section 7), a keyset page at a time; the argument is the status filter. */
    adminDeposits: build.infiniteQuery<DepositListResponse, DepositFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/deposit',
        params: { ...(queryArg === 'all' ? {} : { status: queryArg }), limit: DEPOSITS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: (data) => [...(data?.pages.flatMap((page) => page.deposits.map((d) => ({ type: 'Deposit' as const, id: d._id }))) ?? []), LIST],
    }),
    /** The sidebar's badge. It provides the list tag too, so every review (and a new deposit) recounts. */
    pendingDepositCount: build.query<number, void>({
      query: () => '/deposit/pending-count',
      transformResponse: (response: PendingDepositCountResponse) => response.pending,
      providesTags: [LIST],
    }),
    reviewDeposit: build.mutation<DepositDto, ReviewInput>({
      query: ({ depositId, ...body }) => ({ url: `/deposit/${encodeURIComponent(depositId)}`, method: 'PUT', body }),
      transformResponse: (response: DepositResponse) => response.deposit,
      // A decision (ours, or another admin's that made ours a 409) changes the list and, when approved,
      // the investor's wallet in the users tab and the books. Any other failure changed
      // nothing but may be a stale row.
      invalidatesTags: (_result, error) => (!error || (error as { status?: unknown }).status === 409 ? moneyEventTags.depositReviewed() : [{ type: 'Deposit', id: 'LIST' }]),
    }),
  }),
});

export const { useAdminDepositsInfiniteQuery, usePendingDepositCountQuery } = adminDepositsApi;
