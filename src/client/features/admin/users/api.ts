import type { AuditListResponse, DepositListResponse, MessageResponse } from '../../../../shared/api-types';
import type { HoldingsResponse } from '../../../../shared/money-types';
import type { WithdrawalListResponse } from '../../../../shared/withdrawal-types';
import { api } from '../../../api/api-slice';

/** How many deposits and events the user details show (the Deposits and Activity tabs have the rest). */
export const DETAILS_LIMIT = 20;

/** The users tab's calls; the list itself is in admin/shared/admin-users-api.ts (the fund's investor picker reads it too). */
export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    deactivateUser: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/auth/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // The list reloads the pages it holds, also when the user was already gone (404); another refusal
      // (e.g. the admin's own account) changed nothing.
      invalidatesTags: (_result, error, id) =>
        !error || (error as { status?: unknown }).status === 404
          ? [
              { type: 'User', id },
              { type: 'User', id: 'LIST' },
            ]
          : [],
    }),
    // One user's details: the newest few of each, read fresh each time the dialog opens.
    userDeposits: build.query<DepositListResponse, string>({
      query: (userId) => ({ url: '/deposit', params: { userId, limit: DETAILS_LIMIT } }),
      providesTags: (_data, _error, userId) => [
        { type: 'Deposit', id: 'LIST' },
        { type: 'User', id: userId },
      ],
    }),
    userHoldings: build.query<HoldingsResponse, string>({
      query: (userId) => `/auth/users/${encodeURIComponent(userId)}/holdings`,
      providesTags: (_data, _error, userId) => [
        { type: 'Holding', id: 'LIST' },
        { type: 'User', id: userId },
      ],
    }),
    userWithdrawals: build.query<WithdrawalListResponse, string>({
      query: (userId) => ({ url: '/withdrawals', params: { userId, limit: DETAILS_LIMIT } }),
      providesTags: (_data, _error, userId) => [
        { type: 'Withdrawal', id: 'LIST' },
        { type: 'User', id: userId },
      ],
    }),
    userActivity: build.query<AuditListResponse, string>({
      query: (userId) => ({ url: '/audit', params: { actor: userId, limit: DETAILS_LIMIT } }),
      providesTags: (_data, _error, userId) => [{ type: 'User', id: userId }],
    }),
  }),
});

export const { useDeactivateUserMutation, useUserDepositsQuery, useUserHoldingsQuery, useUserWithdrawalsQuery, useUserActivityQuery } = adminUsersApi;
