import type { WithdrawalListResponse, WithdrawalResponse } from '../../../shared/withdrawal-types';
import type { CreateWithdrawalBody } from '../../../shared/schemas/withdrawals';
import { api } from '../../api/api-slice';
import { moneyEventTags } from '../../api/money-tags';

/** One keyset page of the investor's withdrawals; most investors have a handful. */
export const WITHDRAWALS_PAGE_SIZE = 10;

const LIST = 'LIST' as const;

/**
 * What a withdrawal moves besides itself (MONEY.md): the wallet (the available balance and the
 * profile's totals come with the signed-in user, 'Me') and the investor's transactions. Also after a
 * refusal: a 409 means the wallet moved since it was loaded, so it is read again. The statement is a
 * download, read fresh each time, so it provides no tag.
 */

/** Money out: the investor's own withdrawals, asking for one, and cancelling a pending one. */
export const withdrawApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, a keyset page at a time (the server answers an investor with only their own). */
    myWithdrawals: build.infiniteQuery<WithdrawalListResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({ url: '/withdrawals', params: { limit: WITHDRAWALS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } }),
      providesTags: (data) => [
        ...(data?.pages.flatMap((page) => page.withdrawals.map((w) => ({ type: 'Withdrawal' as const, id: w._id }))) ?? []),
        { type: 'Withdrawal', id: LIST },
      ],
    }),
    createWithdrawal: build.mutation<WithdrawalResponse, CreateWithdrawalBody>({
      query: (body) => ({ url: '/withdrawals', method: 'POST', body }),
      invalidatesTags: moneyEventTags.withdrawalRequested(),
    }),
    /** A 409 (already decided) also reloads the list, so the investor sees what was decided. */
    cancelWithdrawal: build.mutation<WithdrawalResponse, string>({
      query: (id) => ({ url: `/withdrawals/${encodeURIComponent(id)}/cancel`, method: 'POST', body: {} }),
      invalidatesTags: (_result, _error, id) => moneyEventTags.withdrawalRequested(id),
    }),
  }),
});

export const { useMyWithdrawalsInfiniteQuery, useCancelWithdrawalMutation } = withdrawApi;
