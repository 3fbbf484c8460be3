import { useTranslation } from 'react-i18next';
import type { ProjectDto, ProjectListResponse, ProjectResponse } from '../../shared/api-types';
import type { Language } from '../../shared/constants';
import { toLanguage } from '../../shared/format';
import { PROJECT_API_PATHS } from '../../shared/project-api-paths';
import { api } from './api-slice';
import { sortProjects } from '../../shared/project-order';

// The project queries live here, below the features, because both the projects pages and the home carousel read them.

export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The argument is the language shown: spec section 7 keeps the list cached per language. The
    // server answers the same list in both (each project carries its English and Bengali texts), so the URL stays the one
    // the first script preloads (preload.ts) and the server's ETag serves.
    getProjects: build.query<ProjectDto[], Language>({
      query: () => PROJECT_API_PATHS.list(),
      transformResponse: (response: ProjectListResponse) => sortProjects(response.projects),
      providesTags: (projects = []) => [...projects.map((p) => ({ type: 'Project' as const, id: p._id })), { type: 'Project', id: 'LIST' }],
      extraOptions: { maxRetries: 2 },
    }),
    getProject: build.query<ProjectDto, string>({
      query: (id) => PROJECT_API_PATHS.one(id),
      transformResponse: (response: ProjectResponse) => response.project,
      providesTags: (_project, _error, id) => [{ type: 'Project', id }],
      extraOptions: { maxRetries: 2 },
    }),
  }),
});

export const { useGetProjectsQuery, useGetProjectQuery } = projectsApi;

/** The project list for the language the page shows, as every screen that lists projects asks for it. */
export function useProjectList(options: { refetchOnMountOrArgChange?: boolean } = {}) {
  const { i18n } = useTranslation();
  return useGetProjectsQuery(toLanguage(i18n.language), options);
}
