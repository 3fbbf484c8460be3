import type { LedgerCheckResponse } from '../../../../shared/money-types';
import { api } from '../../../api/api-slice';

/**
 * GET /api/ledger/check (MONEY.md invariants). Provides 'Ledger', which every admin money mutation
 * (deposit review, fund allocation, expense, a new project's opening capital) invalidates, so the line
 * is rechecked after each change made here.
 */
export const ledgerApi = api.injectEndpoints({
  endpoints: (build) => ({
    ledgerCheck: build.query<LedgerCheckResponse, void>({
      query: () => '/ledger/check',
      providesTags: [{ type: 'Ledger', id: 'CHECK' }],
    }),
  }),
});

export const { useLedgerCheckQuery } = ledgerApi;
