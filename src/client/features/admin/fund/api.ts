import type { AllocateFundsResponse } from '../../../../shared/api-types';
import type { AllocateFundsBody } from '../../../../shared/schemas/investment';
import { api } from '../../../api/api-slice';

export const adminFundApi = api.injectEndpoints({
  endpoints: (build) => ({
    allocateFunds: build.mutation<AllocateFundsResponse, AllocateFundsBody>({
      query: (body) => ({ url: '/investment/allocate-funds', method: 'POST', body }),
      // The project's raisedAmount changed: its page, the lists and the admin projects tab refetch.
      invalidatesTags: (_result, error, { projectId }) =>
        error
          ? []
          : [
              { type: 'Project', id: projectId },
              { type: 'Project', id: 'LIST' },
            ],
    }),
  }),
});

export const { useAllocateFundsMutation } = adminFundApi;
