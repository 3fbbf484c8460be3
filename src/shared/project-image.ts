export const PROJECT_PLACEHOLDER = '/images/project-placeholder.svg';

/** This server's own public files, as the API answers them: relative, same-origin paths. */
const OWN_IMAGE_PATH = /^\/(uploads|images)\/(?!.*\.\.)[A-Za-z0-9._~%/-]+$/;

/**
 * The spec: a missing or non-http image is replaced by a placeholder. The API answers
 * this server's own images as relative paths (`/uploads/…`, `/images/…`, never with a host taken
 * from request headers), so those are real images too; anything else (empty, `javascript:`, garbage)
 * still shows the placeholder.
 */
export function projectImageUrl(url: string | null | undefined): string {
  if (!url) return PROJECT_PLACEHOLDER;
  if (/^https?:\/\//.test(url) || OWN_IMAGE_PATH.test(url)) return url;
  return PROJECT_PLACEHOLDER;
}

// What share of the screen the card image takes, for the browser to pick from the srcset. The server's
// head hints (services/page-head-hints.ts) preload the same candidate the page's <img> will pick.
/** A project card: one column on phones, two from 600px, three from 900px within the 1200px container. */
export const PROJECT_CARD_IMAGE_SIZES = '(min-width: 1200px) 370px, (min-width: 900px) 31vw, (min-width: 600px) 48vw, 100vw';
