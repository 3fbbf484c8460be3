import type { ProjectDto, ProjectListResponse, ProjectResponse } from '../../shared/api-types';
import { PROJECT_API_PATHS } from './api-paths';
import { api } from './api-slice';
import { newestFirst } from './newest-first';

// The project queries live here, below the features, because both the projects pages and the home carousel read them.

/** Newest first, one entry per `_id` (spec section 7). */
export function sortProjects(projects: ProjectDto[]): ProjectDto[] {
  const unique = new Map(projects.map((p) => [p._id, p]));
  return newestFirst([...unique.values()]);
}

export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<ProjectDto[], void>({
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
