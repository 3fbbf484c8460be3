import type { AuditListResponse } from '../../../../shared/api-types';
import { api } from '../../../api/api-slice';
import { filterParams, type ActivityFilters } from './activity-filters';

/** One keyset page; the server allows up to 100 (auditListQuerySchema). */
export const ACTIVITY_PAGE_SIZE = 50;

/**
 * The audit trail, newest first, one keyset page at a time as the admin scrolls. The query argument
 * is the filters. No tags: nothing in the client changes the trail, and the tab reloads on opening.
 */
export const adminActivityApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminActivity: build.infiniteQuery<AuditListResponse, ActivityFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/audit',
        params: { ...filterParams(queryArg), limit: ACTIVITY_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAdminActivityInfiniteQuery } = adminActivityApi;
