import { UPLOADS_PREFIX, variantSrcSet } from '../../shared/image-variants';

/**
 * The srcSet of one of our public uploads (`/uploads/{key}`, as the API answers it, or `{origin}/uploads/{key}`): the server's smaller WebP copies
 * (shared/image-variants.ts), so the browser picks the one the screen needs. Undefined for any other
 * image (a placeholder, a file in an S3 bucket), which is then used as it is.
 */
export function uploadSrcSet(url: string): string | undefined {
  let parsed: URL;
  try {
    // Relative paths are same-origin by definition.
    parsed = new URL(url, window.location.origin);
  } catch {
    return undefined;
  }
  if (parsed.origin !== window.location.origin || !parsed.pathname.startsWith(UPLOADS_PREFIX)) return undefined;
  return variantSrcSet(parsed.pathname.slice(UPLOADS_PREFIX.length), parsed.origin);
}
