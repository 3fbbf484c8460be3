/**
 * An image URL as the database keeps it. This server's own public files are kept as relative paths
 * (`/uploads/…`, `/images/…`), which is also how the upload route answers them, so a change of host,
 * port or PUBLIC_URL never breaks them. An absolute URL on PUBLIC_URL's origin (an older client, or
 * a pasted link) becomes its path; other URLs (a CDN, an S3 bucket) are kept as they are.
 */
export function toStoredImageUrl(url: string, publicUrl: string): string {
  // '' is a project without an image (images are optional); it stays ''.
  if (url === '' || url.startsWith('/')) return url;
  const parsed = new URL(url);
  const own = new URL(publicUrl);
  if (parsed.origin === own.origin && isOwnImagePath(parsed.pathname)) return parsed.pathname;
  return url;
}

function isOwnImagePath(pathname: string): boolean {
  return pathname.startsWith('/uploads/') || pathname.startsWith('/images/');
}
