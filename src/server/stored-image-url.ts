/**
 * An image URL as the database keeps it. A URL of this server's own /uploads/ (as the upload route
 * answers it, with the host the browser used) is stored as its relative path, so a change of host,
 * port or PUBLIC_URL never breaks it; DTOs rebuild the absolute URL (absoluteUrl). Other URLs
 * (a CDN, an S3 bucket) are kept as they are.
 */
export function toStoredImageUrl(url: string, origin: string): string {
  if (url.startsWith('/')) return url;
  const parsed = new URL(url);
  const own = new URL(origin);
  if (parsed.origin === own.origin && parsed.pathname.startsWith('/uploads/')) return parsed.pathname;
  return url;
}
