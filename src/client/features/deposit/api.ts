import type { DepositDto, DepositResponse } from '../../../shared/api-types';
import type { PaymentAccountDto, PaymentAccountListResponse } from '../../../shared/payment-account-types';
import { api } from '../../api/api-slice';
import { moneyEventTags } from '../../api/money-tags';

/** How the money was paid; left out of the body when not given (the spec's `{amount, url}`). */
export interface DepositPayment {
  paymentAccountId?: string;
  /** The bank reference or mobile-wallet TrxID. */
  reference?: string;
  /** The investor's own account or number the money came from. */
  sender?: string;
}

export interface CreateDepositRequest extends DepositPayment {
  amount: number;
  url: string;
  /** One per deposit attempt: the server answers a repeat with the first deposit instead of a second. */
  idempotencyKey: string;
}

const STALE_ACCOUNT = new Set(['PAYMENT_ACCOUNT_INACTIVE', 'PAYMENT_ACCOUNT_NOT_FOUND']);

export const depositApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The active accounts investors may pay into (public). */
    getPaymentAccounts: build.query<PaymentAccountDto[], void>({
      query: () => '/payment-accounts',
      transformResponse: (response: PaymentAccountListResponse) => response.paymentAccounts,
      providesTags: [{ type: 'PaymentAccount', id: 'LIST' }],
    }),
    createDeposit: build.mutation<DepositDto, CreateDepositRequest>({
      query: ({ amount, url, idempotencyKey, paymentAccountId, reference, sender }) => ({
        url: '/deposit',
        method: 'POST',
        body: { amount, url, ...(paymentAccountId ? { paymentAccountId } : {}), ...(reference ? { reference } : {}), ...(sender ? { sender } : {}) },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (response: DepositResponse) => response.deposit,
      // The investor's deposit list and totals must show the new pending deposit; an account turned
      // off or removed meanwhile means the accounts on screen are stale.
      invalidatesTags: (_result, error) => [
        ...moneyEventTags.depositSubmitted(),
        ...(STALE_ACCOUNT.has(String((error as { data?: { code?: unknown } } | undefined)?.data?.code)) ? [{ type: 'PaymentAccount' as const, id: 'LIST' }] : []),
      ],
    }),
  }),
});

export const { useGetPaymentAccountsQuery } = depositApi;
