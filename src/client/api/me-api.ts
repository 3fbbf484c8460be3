import type { UserDto, UserResponse } from '../../shared/api-types';
import { api } from './api-slice';

/**
 * The signed-in user's own record, apart from the other auth endpoints (auth-api.ts): the header
 * needs only this on every first load (PERFORMANCE.md 1). The record is the 'Me' tag.
 */
export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec section 2 (profile): fresh for 5 minutes, one retry. */
    getMe: build.query<UserDto, void>({
      query: () => '/auth/user',
      transformResponse: (response: UserResponse) => response.user,
      providesTags: [{ type: 'Me', id: 'CURRENT' }],
      keepUnusedDataFor: 300,
      extraOptions: { maxRetries: 1 },
    }),
  }),
});

export const { useGetMeQuery } = meApi;
