import type { RevokeOthersResponse, SecurityEventDto, SecurityEventListResponse, SessionDto, SessionListResponse, UpdateProfileResponse } from '../../../shared/account-security';
import type { DepositListResponse, MessageResponse, PhoneCodeSentResponse, UserDto, UserResponse } from '../../../shared/api-types';
import type { UpdateProfileRequest } from '../../api/auth-api';
import { api } from '../../api/api-slice';

export interface EmailChangeRequest extends UpdateProfileRequest {
  currentPassword: string;
}

const LIST = 'LIST' as const;

/** One keyset page of the investor's deposits; most investors have a handful. */
export const DEPOSITS_PAGE_SIZE = 10;

/**
 * The profile's own calls: the investor's deposits (the server answers GET /deposit with only the
 * caller's, DECISIONS.md), and account security: email change, sessions, security events.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, a keyset page at a time; a new deposit (POST /deposit) invalidates the list. */
    myDeposits: build.infiniteQuery<DepositListResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({ url: '/deposit', params: { limit: DEPOSITS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } }),
      providesTags: (data) => [...(data?.pages.flatMap((page) => page.deposits.map((d) => ({ type: 'Deposit' as const, id: d._id }))) ?? []), { type: 'Deposit', id: LIST }],
    }),
    /** PUT /auth/update with a new email: the other fields are saved, the email waits for its code. */
    requestEmailChange: build.mutation<UpdateProfileResponse, EmailChangeRequest>({
      query: (body) => ({ url: '/auth/update', method: 'PUT', body }),
      invalidatesTags: [
        { type: 'Me', id: 'CURRENT' },
        { type: 'User', id: LIST },
        { type: 'SecurityEvent', id: LIST },
      ],
    }),
    /** The new email applies and every other session ends: the lists change with it. */
    confirmEmailChange: build.mutation<UserDto, { code: string }>({
      query: (body) => ({ url: '/auth/email-change/confirm', method: 'POST', body }),
      transformResponse: (response: UserResponse) => response.user,
      invalidatesTags: [
        { type: 'Me', id: 'CURRENT' },
        { type: 'User', id: LIST },
        { type: 'Session', id: LIST },
        { type: 'SecurityEvent', id: LIST },
      ],
    }),
    cancelEmailChange: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/auth/email-change/cancel', method: 'POST', body: {} }),
    }),
    /** Texts a 6-digit code to the profile's phone. */
    sendPhoneCode: build.mutation<PhoneCodeSentResponse, void>({
      query: () => ({ url: '/auth/phone/send-code', method: 'POST', body: {} }),
    }),
    /** The phone counts as checked: the profile and the SMS choices change with it. */
    confirmPhoneCode: build.mutation<UserDto, { code: string }>({
      query: (body) => ({ url: '/auth/phone/verify', method: 'POST', body }),
      transformResponse: (response: UserResponse) => response.user,
      invalidatesTags: [
        { type: 'Me', id: 'CURRENT' },
        { type: 'SecurityEvent', id: LIST },
        { type: 'NotificationPreferences', id: 'CURRENT' },
      ],
    }),
    mySessions: build.query<SessionDto[], void>({
      query: () => '/auth/sessions',
      transformResponse: (response: SessionListResponse) => response.sessions,
      providesTags: [{ type: 'Session', id: LIST }],
    }),
    revokeOtherSessions: build.mutation<RevokeOthersResponse, void>({
      query: () => ({ url: '/auth/sessions/revoke-others', method: 'POST', body: {} }),
      invalidatesTags: [
        { type: 'Session', id: LIST },
        { type: 'SecurityEvent', id: LIST },
      ],
    }),
    mySecurityEvents: build.query<SecurityEventDto[], void>({
      query: () => '/auth/security-events',
      transformResponse: (response: SecurityEventListResponse) => response.events,
      providesTags: [{ type: 'SecurityEvent', id: LIST }],
    }),
  }),
});

export const {
  useMyDepositsInfiniteQuery,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useCancelEmailChangeMutation,
  useSendPhoneCodeMutation,
  useConfirmPhoneCodeMutation,
  useMySessionsQuery,
  useRevokeOtherSessionsMutation,
  useMySecurityEventsQuery,
} = profileApi;
