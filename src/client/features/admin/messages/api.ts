import { MESSAGE_PAGE, type MessageStatus, type OutboxMessageDto, type OutboxMessageListResponse } from '../../../../shared/outbox-types';
import { api } from '../../../api/api-slice';

const LIST = { type: 'OutboxMessage' as const, id: 'LIST' };

/** The outbox for admins: messages of one status, newest first, and sending a given-up one again. */
export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    outboxMessages: build.infiniteQuery<OutboxMessageListResponse, MessageStatus, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.nextCursor },
      query: ({ queryArg, pageParam }) => ({ url: '/admin/messages', params: { status: queryArg, limit: MESSAGE_PAGE, ...(pageParam ? { cursor: pageParam } : {}) } }),
      providesTags: [LIST],
    }),
    /** The message moves from given up to waiting: every status's list changes. */
    retryMessage: build.mutation<OutboxMessageDto, string>({
      query: (id) => ({ url: `/admin/messages/${id}/retry`, method: 'POST', body: {} }),
      transformResponse: (response: { message: OutboxMessageDto }) => response.message,
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useOutboxMessagesInfiniteQuery, useRetryMessageMutation } = messagesApi;
