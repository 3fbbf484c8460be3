import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';

type FetchQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

/** The spec's log line for a 401 (section 8); a developer's note, so it is not translated. */
export const UNAUTHORIZED_LOG = 'Unauthorized access. Please log in again.';

/**
 * Logs every 401 the shared client receives, and only logs it: each screen decides what a 401 means
 * for it (the profile shows 'Session expired', a wrong current password is not an ended session).
 */
export function logUnauthorized(baseQuery: FetchQuery): FetchQuery {
  return async (args, api, extraOptions) => {
    const result = await baseQuery(args, api, extraOptions);
    if (result.error?.status === 401) console.warn(UNAUTHORIZED_LOG);
    return result;
  };
}
