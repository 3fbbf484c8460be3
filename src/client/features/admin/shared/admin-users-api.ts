import type { UserListResponse } from '../../../../shared/api-types';
import { api } from '../../../api/api-slice';

/** One keyset page; the server allows up to 100 (userListQuerySchema). */
export const USERS_PAGE_SIZE = 50;

/**
 * The admin users list (DECISIONS.md "admin users list at scale"): the server searches and pages,
 * the client keeps the pages it has loaded. The query argument is the search text.
 */
export const adminUsersListApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.infiniteQuery<UserListResponse, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/auth/users',
        params: { ...(queryArg ? { q: queryArg } : {}), limit: USERS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: (data) => [...(data?.pages.flatMap((page) => page.users.map((user) => ({ type: 'User' as const, id: user._id }))) ?? []), { type: 'User', id: 'LIST' }],
    }),
  }),
});

export const { useAdminUsersInfiniteQuery } = adminUsersListApi;
