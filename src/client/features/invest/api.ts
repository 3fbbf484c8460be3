import type { InvestResponse } from '../../../shared/money-types';
import type { InvestBody } from '../../../shared/schemas/investment';
import { api } from '../../api/api-slice';
import { moneyEventTags } from '../../api/money-tags';

/** POST /api/investment: the signed-in investor's wallet money into a project (MONEY.md). */
export const investApi = api.injectEndpoints({
  endpoints: (build) => ({
    invest: build.mutation<InvestResponse, InvestBody>({
      query: (body) => ({ url: '/investment', method: 'POST', body }),
      // Also after a refusal: a 409 means the wallet or the project moved since they were loaded, so
      // both are read again. Holdings and transactions are invalidated whole, whatever ids list them.
      invalidatesTags: (_result, _error, { projectId }) => moneyEventTags.invested(projectId),
    }),
  }),
});
