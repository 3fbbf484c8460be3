/**
 * Downloads a file the API answers as an attachment (CSV and PDF exports, statements, certificates).
 * These need the session's bearer token, which a plain link cannot send, so the file is fetched and
 * handed to the browser as a blob. A refusal is thrown in RTK Query's error shape (`{status, data}`),
 * so `errorMessage` reads its `{message, code}` like any other call's.
 */
export async function downloadFile(path: string, params: Record<string, string>, token: string | null, fallbackName: string): Promise<void> {
  const query = new URLSearchParams(params).toString();
  const url = `${globalThis.location?.origin ?? ''}/api${path}${query ? `?${query}` : ''}`;
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- RTK Query's error shape, so errorMessage reads it like any other call's
    throw { status: response.status, data: body };
  }
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
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
