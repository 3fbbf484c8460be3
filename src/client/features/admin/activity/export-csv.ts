import { filterParams, type ActivityFilters } from './activity-filters';

/**
 * Downloads the CSV export with the current filters. The export needs the session's bearer token,
 * which a plain link cannot send, so it is fetched and handed to the browser as a blob.
 */
export async function downloadActivityCsv(filters: ActivityFilters, token: string | null): Promise<void> {
  const query = new URLSearchParams(filterParams(filters)).toString();
  const url = `${globalThis.location?.origin ?? ''}/api/audit/export.csv${query ? `?${query}` : ''}`;
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw { status: response.status, data: body };
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'activity.csv';
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
