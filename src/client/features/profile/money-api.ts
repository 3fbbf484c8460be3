import type { HoldingDto, HoldingsResponse, TransactionListResponse } from '../../../shared/money-types';
import { api } from '../../api/api-slice';

/** One keyset page of the investor's transactions; the server allows up to 100. */
export const TRANSACTIONS_PAGE_SIZE = 20;

const LIST = 'LIST' as const;

/**
 * The investor's money as the accounts say it (MONEY.md): holdings per project and every transfer that
 * touched them. Investing, a deposit approval or a distribution invalidates 'Holding' / 'Transaction'.
 */
export const profileMoneyApi = api.injectEndpoints({
  endpoints: (build) => ({
    myHoldings: build.query<HoldingDto[], void>({
      query: () => '/investment/holdings',
      transformResponse: (response: HoldingsResponse) => response.holdings,
      providesTags: (holdings = []) => [...holdings.map((h) => ({ type: 'Holding' as const, id: h.projectId })), { type: 'Holding', id: LIST }],
    }),
    myTransactions: build.infiniteQuery<TransactionListResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        url: '/investment/transactions',
        params: { limit: TRANSACTIONS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: [{ type: 'Transaction', id: LIST }],
    }),
  }),
});

export const { useMyHoldingsQuery, useMyTransactionsInfiniteQuery } = profileMoneyApi;
