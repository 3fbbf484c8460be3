import type { BankInfoDto, BankInfoResponse, DepositDto, DepositResponse } from '../../../shared/api-types';
import { api } from '../../api/api-slice';

export interface CreateDepositRequest {
  amount: number;
  url: string;
  /** One per deposit attempt: the server answers a repeat with the first deposit instead of a second. */
  idempotencyKey: string;
}

export const depositApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The company's bank details; the server answers 404 BANK_INFO_MISSING when none are set. */
    getBankInfo: build.query<BankInfoDto, void>({
      query: () => '/bank',
      transformResponse: (response: BankInfoResponse) => response.bankInfo,
      providesTags: [{ type: 'Bank', id: 'CURRENT' }],
    }),
    createDeposit: build.mutation<DepositDto, CreateDepositRequest>({
      query: ({ amount, url, idempotencyKey }) => ({
        url: '/deposit',
        method: 'POST',
        body: { amount, url },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (response: DepositResponse) => response.deposit,
      // The investor's deposit list and totals must show the new pending deposit.
      invalidatesTags: [
        { type: 'Deposit', id: 'LIST' },
        { type: 'Me', id: 'CURRENT' },
      ],
    }),
  }),
});

export const { useGetBankInfoQuery, useCreateDepositMutation } = depositApi;
