import type { Language } from '../../../shared/constants';
import { NOTIFICATION_PAGE, type NotificationListResponse, type NotificationPreferences, type NotificationsReadResponse } from '../../../shared/notification-types';
import { api } from '../../api/api-slice';

const LIST = { type: 'Notification' as const, id: 'LIST' };
const PREFERENCES = { type: 'NotificationPreferences' as const, id: 'CURRENT' };

/** How often the bell asks for the unread count: events the staff cause reach a signed-in investor within a minute. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The inbox (GET /api/notifications): pages worded in the app's language, so switching language
 * asks again. Every inbox answer is the 'Notification' list tag; marking read invalidates it.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.infiniteQuery<NotificationListResponse, Language, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.nextCursor },
      query: ({ queryArg, pageParam }) => ({ url: '/notifications', params: { limit: NOTIFICATION_PAGE, lang: queryArg, ...(pageParam ? { cursor: pageParam } : {}) } }),
      providesTags: [LIST],
    }),
    /** The bell's count: one message's page, for its `unread`. */
    unreadNotifications: build.query<number, void>({
      query: () => ({ url: '/notifications', params: { limit: 1 } }),
      transformResponse: (response: NotificationListResponse) => response.unread,
      providesTags: [LIST],
    }),
    markNotificationsRead: build.mutation<NotificationsReadResponse, { ids: string[] } | { all: true }>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    notificationPreferences: build.query<NotificationPreferences, void>({
      query: () => '/notifications/preferences',
      providesTags: [PREFERENCES],
    }),
    saveNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
      query: (body) => ({ url: '/notifications/preferences', method: 'PUT', body }),
      invalidatesTags: [PREFERENCES, { type: 'SecurityEvent', id: 'LIST' }],
    }),
  }),
});

export const {
  useNotificationsInfiniteQuery,
  useUnreadNotificationsQuery,
  useMarkNotificationsReadMutation,
  useNotificationPreferencesQuery,
  useSaveNotificationPreferencesMutation,
} = notificationsApi;
