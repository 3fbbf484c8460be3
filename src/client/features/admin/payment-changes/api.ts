import type { PaymentAccountChangesResponse } from '../../../../shared/payment-account-types';
import { api } from '../../../api/api-slice';
import { PAYMENT_CHANGES_TAG } from '../shared/payment-changes-tag';

/** GET /api/audit/payment-account-changes: the last days' changes to where investors send money. */
export const paymentChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    paymentAccountChanges: build.query<PaymentAccountChangesResponse, void>({
      query: () => '/audit/payment-account-changes',
      providesTags: [PAYMENT_CHANGES_TAG],
    }),
  }),
});

export const { usePaymentAccountChangesQuery } = paymentChangesApi;
