import type { ProjectDto } from './api-types';
import { newestFirst } from './newest-first';

/**
 * The order every project list shows: newest first, one entry per `_id` (spec section 7). The server
 * reads it too, to hint the first card's image (services/page-head-hints.ts).
 */
export function sortProjects<T extends Pick<ProjectDto, '_id' | 'createdAt'>>(projects: T[]): T[] {
  const unique = new Map(projects.map((p) => [p._id, p]));
  return newestFirst([...unique.values()]);
}
