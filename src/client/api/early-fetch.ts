/**
 * A signed-in page's first data, asked for by the page's first script (preload.ts) with the stored
 * session token while the app's code still downloads, and handed to the API slice's first matching
 * request. A preload link cannot carry the token, so private data otherwise waited for the app.
 * The two scripts are separate bundles: they meet on `window`.
 */
interface EarlyFetch {
  authorization: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    earlyFetches?: Record<string, EarlyFetch>;
  }
}

/** Starts GET `url` (absolute) with the session token, for the app to take. */
export function startEarlyFetch(url: string, token: string): void {
  const authorization = `Bearer ${token}`;
  window.earlyFetches ??= {};
  window.earlyFetches[url] = { authorization, response: fetch(url, { headers: { authorization } }) };
}

/** The early answer to `request`, once: the same address, a GET, and the same session. */
export function takeEarlyFetch(request: Request): Promise<Response> | undefined {
  const early = globalThis.window?.earlyFetches?.[request.url];
  if (!early) return undefined;
  delete window.earlyFetches![request.url];
  if (request.method !== 'GET' || request.headers.get('authorization') !== early.authorization) return undefined;
  return early.response;
}
