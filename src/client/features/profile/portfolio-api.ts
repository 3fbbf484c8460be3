import type { PortfolioDto, PortfolioResponse } from '../../../shared/portfolio-types';
import { api } from '../../api/api-slice';

const LIST = 'LIST' as const;

/**
 * GET /portfolio: the overview in one call. It provides the tags that a deposit, an investment, a
 * withdrawal or an admin's decision on one already invalidate, so any of them reloads it.
 */
export const portfolioApi = api.injectEndpoints({
  endpoints: (build) => ({
    myPortfolio: build.query<PortfolioDto, void>({
      query: () => '/portfolio',
      transformResponse: (response: PortfolioResponse) => response.portfolio,
      providesTags: [
        { type: 'Me', id: 'CURRENT' },
        { type: 'Deposit', id: LIST },
        { type: 'Holding', id: LIST },
        { type: 'Transaction', id: LIST },
        { type: 'Withdrawal', id: LIST },
      ],
    }),
  }),
});

export const { useMyPortfolioQuery } = portfolioApi;
