import type { ProjectDto } from '../../../../shared/api-types';

/** Spec section 2: the search matches a project's title or location, ignoring case. */
export function filterProjects(projects: ProjectDto[], search: string): ProjectDto[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return projects;
  return projects.filter((p) => p.title.toLocaleLowerCase().includes(needle) || (p.location ?? '').toLocaleLowerCase().includes(needle));
}
