import { trimmedString } from './fields';

export const IMAGE_URL_MAX = 2000;

/**
 * Files this server serves publicly (uploads, and their /images/ variants); the upload route answers
 * these relative paths. `..` is refused so a path cannot climb out of the folder.
 */
const UPLOAD_PATH = /^\/(uploads|images)\/(?!.*\.\.)[A-Za-z0-9._~%/-]+$/;

/**
 * Project and promotion images are either an absolute http(s) URL (an upload answer, a CDN) or a
 * path under this server's /uploads/ or /images/. Anything else (javascript:, data:, credentials in the URL)
 * is refused, because these URLs end up in <img src> on every visitor's screen.
 */
export function isImageUrl(value: string): boolean {
  if (value.startsWith('/')) return UPLOAD_PATH.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const imageUrlText = (label: string) =>
  trimmedString(`${label} must be text.`)
    .max(IMAGE_URL_MAX, `${label} URL is too long.`)
    .test('image-url', `${label} must be an http(s) URL or an uploaded file.`, (value) => !value || isImageUrl(value));

export const imageUrlField = (label: string, requiredMessage = `${label} is required.`) => imageUrlText(label).required(requiredMessage);

/** An image that may be left out: missing or blank is '' (no image; the client shows its placeholder). */
export const optionalImageUrlField = (label: string) => imageUrlText(label).nonNullable(`${label} must be text.`).default('');
