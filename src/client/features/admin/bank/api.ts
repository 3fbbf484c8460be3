import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { BankInfoDto, BankInfoResponse } from '../../../../shared/api-types';
import type { BankInfoBody } from '../../../../shared/schemas/bank';
import { api } from '../../../api/api-slice';

export interface SaveBankRequest {
  /** The saved details' id, or null to add the first ones. */
  id: string | null;
  body: BankInfoBody;
}

// The deposit page reads the same details under this tag, so saving here refreshes it too.
const BANK_TAG = { type: 'Bank', id: 'CURRENT' } as const;

export const adminBankApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The one set of bank details, or null when none was ever saved (the server answers 404 BANK_INFO_MISSING). */
    getBank: build.query<BankInfoDto | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/bank');
        if (result.error) {
          const error = result.error as FetchBaseQueryError;
          const code = (error.data as { code?: unknown } | undefined)?.code;
          return error.status === 404 && code === 'BANK_INFO_MISSING' ? { data: null } : { error };
        }
        return { data: (result.data as BankInfoResponse).bankInfo };
      },
      providesTags: [BANK_TAG],
    }),
    /** Add (POST /bank) when nothing exists yet, else update (PUT /bank/:id). */
    saveBank: build.mutation<BankInfoDto, SaveBankRequest>({
      query: ({ id, body }) => (id ? { url: `/bank/${encodeURIComponent(id)}`, method: 'PUT', body } : { url: '/bank', method: 'POST', body }),
      transformResponse: (response: BankInfoResponse) => response.bankInfo,
      // Also after a failure: a 409 (someone added them first) or 404 means what we show is stale.
      invalidatesTags: [BANK_TAG],
    }),
  }),
});

export const { useGetBankQuery, useSaveBankMutation } = adminBankApi;
