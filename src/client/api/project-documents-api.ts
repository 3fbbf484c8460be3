import type { ProjectDocumentDto, ProjectDocumentListResponse } from '../../shared/api-types';
import { api } from './api-slice';

// Here, below the features, because the project page and the admin's project form both list them.

/** One tag per project: an upload or removal refreshes that project's list wherever it is shown. */
export const projectDocumentsTag = (projectId: string) => ({ type: 'ProjectDocument' as const, id: projectId });

export const projectDocumentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectDocuments: build.query<ProjectDocumentDto[], string>({
      query: (projectId) => `/project/${encodeURIComponent(projectId)}/documents`,
      transformResponse: (response: ProjectDocumentListResponse) => response.documents,
      providesTags: (_documents, _error, projectId) => [projectDocumentsTag(projectId)],
    }),
  }),
});

export const { useGetProjectDocumentsQuery } = projectDocumentsApi;
