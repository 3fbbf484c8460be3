import { createApi, fetchBaseQuery, retry, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { takeEarlyFetch } from './early-fetch';
import { logUnauthorized } from './log-unauthorized';
import { queryBackoff } from './query-backoff';
import type { SessionState } from './session-slice';
import { readAnswer } from './read-answer';

/**
 * Queries of public data whose answer is the same for everyone: they go without the token, so their
 * request is the one the page's head preloads (server/services/page-head-hints.ts, preload.ts) and the
 * preload is used whether the visitor is signed in or not.
 */
const PUBLIC_QUERIES = new Set(['getProjects', 'getProject', 'getTrust', 'verifyCertificate']);

const rawBaseQuery = fetchBaseQuery({
  // Absolute so the same code works in jsdom, whose fetch has no page to resolve against.
  baseUrl: `${globalThis.location?.origin ?? ''}/api`,
  // A signed-in page's first data may be on its way already (preload.ts).
  fetchFn: (input, init) => (input instanceof Request ? takeEarlyFetch(input) : undefined) ?? fetch(input, init),
  prepareHeaders(headers, { getState, endpoint }) {
    const { token } = (getState() as { session: SessionState }).session;
    if (token && !headers.has('authorization') && !PUBLIC_QUERIES.has(endpoint)) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Retries network failures and 5xx of queries only; a 4xx answer or a mutation is never repeated.
 * 3 retries unless an endpoint sets `maxRetries` (project fetch 2, profile 1), spaced by `queryBackoff`.
 */
const baseQuery = retry(logUnauthorized(rawBaseQuery), {
  backoff: queryBackoff,
  retryCondition(error, _args, { attempt, baseQueryApi, extraOptions }) {
    const max = (extraOptions as { maxRetries?: number } | undefined)?.maxRetries ?? 3;
    if (baseQueryApi.type !== 'query' || attempt > max) return false;
    const status = (error as FetchBaseQueryError).status;
    return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || (typeof status === 'number' && status >= 500);
  },
});

/** The one API slice; features add their endpoints with `injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: 300,
  tagTypes: [
    'Project',
    'User',
    'Me',
    'Discount',
    'Deposit',
    'Bank',
    'Expense',
    'Session',
    'SecurityEvent',
    'Holding',
    'Transaction',
    'Ledger',
    'Distribution',
    'Withdrawal',
    'PaymentAccount',
    'Trust',
    'ProjectDocument',
    'Notification',
    'NotificationPreferences',
    'OutboxMessage',
  ],
  endpoints: () => ({}),
});

/** The user-facing text of a failed call: the server's `message`, else the fetch error's text, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const { message } = readAnswer(error);
  if (message) return message;
  const text = error && typeof error === 'object' ? (error as { error?: unknown }).error : undefined;
  return typeof text === 'string' ? text : fallback;
}
