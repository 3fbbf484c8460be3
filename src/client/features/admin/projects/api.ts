import type { MessageResponse } from '../../../../shared/api-types';
import type { ProjectCompletionResponse } from '../../../../shared/distribution-types';
import { api } from '../../../api/api-slice';
import { moneyEventTags } from '../../../api/money-tags';

/** Admin project calls; the list itself is the shared `getProjects` (src/client/api/projects-api.ts). */
export const adminProjectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteProject: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/project/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // Spec section 7: on success the project list is refreshed (public pages and carousel too).
      invalidatesTags: (_result, error, id) =>
        error
          ? []
          : [
              { type: 'Project', id },
              { type: 'Project', id: 'LIST' },
            ],
    }),
    // Every holder's capital goes back to their wallet, so figures, holdings, transactions
    // and the books all change with the project.
    completeProject: build.mutation<ProjectCompletionResponse, string>({
      query: (id) => ({ url: `/project/${encodeURIComponent(id)}/complete`, method: 'POST', body: {} }),
      invalidatesTags: (_result, error, id) => (error ? [] : moneyEventTags.projectCompleted(id)),
    }),
  }),
});

export const { useDeleteProjectMutation, useCompleteProjectMutation } = adminProjectsApi;
