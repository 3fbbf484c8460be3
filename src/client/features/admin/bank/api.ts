import type { PaymentAccountDto, PaymentAccountListResponse, PaymentAccountResponse } from '../../../../shared/payment-account-types';
import { api } from '../../../api/api-slice';
import { PAYMENT_CHANGES_TAG } from '../shared/payment-changes-tag';
import type { PaymentAccountFormBody } from './payment-account-schema';

export interface SavePaymentAccountRequest {
  /** The account's id, or null to add a new one. */
  id: string | null;
  body: PaymentAccountFormBody;
}

const LIST_TAG = { type: 'PaymentAccount', id: 'LIST' } as const;

export const adminPaymentAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every account, inactive ones too (`?all=1`, admins only). */
    allPaymentAccounts: build.query<PaymentAccountDto[], void>({
      query: () => '/payment-accounts?all=1',
      transformResponse: (response: PaymentAccountListResponse) => response.paymentAccounts,
      providesTags: (accounts) => [LIST_TAG, ...(accounts ?? []).map(({ _id }) => ({ type: 'PaymentAccount' as const, id: _id }))],
    }),
    /** Add (POST) or change (PUT) one account; turning it on or off is a change of `active`. */
    savePaymentAccount: build.mutation<PaymentAccountDto, SavePaymentAccountRequest>({
      query: ({ id, body }) => (id ? { url: `/payment-accounts/${encodeURIComponent(id)}`, method: 'PUT', body } : { url: '/payment-accounts', method: 'POST', body }),
      transformResponse: (response: PaymentAccountResponse) => response.paymentAccount,
      // Also after a failure: a 404 or 409 means what we show is stale. The dashboard's notice of
      // changes shows this one too.
      invalidatesTags: (_result, _error, { id }) => [LIST_TAG, PAYMENT_CHANGES_TAG, ...(id ? [{ type: 'PaymentAccount' as const, id }] : [])],
    }),
  }),
});

export const { useAllPaymentAccountsQuery, useSavePaymentAccountMutation } = adminPaymentAccountsApi;
