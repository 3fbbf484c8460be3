/**
 * The project endpoints' paths under /api, in a module without Redux: the queries (projects-api.ts) and
 * the first-load preload (preload.ts), which asks for an opened page's data early, use the same ones.
 */
export const PROJECT_API_PATHS = {
  list: () => '/project/list',
  one: (id: string) => `/project/${encodeURIComponent(id)}`,
};
