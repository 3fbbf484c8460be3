/** One message in a person's inbox, worded in the language asked for (GET /api/notifications). */
export interface NotificationDto {
  _id: string;
  kind: string;
  title: string;
  body: string;
  /** The app path it opens; null when it opens nothing. */
  link: string | null;
  createdAt: string;
  readAt: string | null;
}

export interface NotificationListResponse {
  notifications: NotificationDto[];
  nextCursor: string | null;
  unread: number;
}

export interface NotificationsReadResponse {
  unread: number;
}

/** The inbox's page size, and the most one request may ask for or mark read by id. */
export const NOTIFICATION_PAGE = 20;
export const NOTIFICATION_PAGE_MAX = 50;
export const NOTIFICATION_READ_MAX = 100;
