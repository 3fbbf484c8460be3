export const PROJECT_PLACEHOLDER = '/images/project-placeholder.svg';

/** The spec: an image URL that does not start with http is replaced by a placeholder. */
export function projectImageUrl(url: string | null | undefined): string {
  return url && url.startsWith('http') ? url : PROJECT_PLACEHOLDER;
}
