import type * as yup from 'yup';
import type { NotificationListResponse, NotificationsReadResponse } from '../notification-types';
import { described, type Same } from './same';
import { listOf, num, shape, text, textOrNull } from './shape';

const notificationSchema = shape({
  _id: text(),
  kind: text(),
  title: text(),
  body: text(),
  link: textOrNull(),
  createdAt: text(),
  readAt: textOrNull(),
}).label('Notification');

export const notificationListResponseSchema = shape({ notifications: listOf(notificationSchema), nextCursor: textOrNull(), unread: num() });
export const notificationsReadResponseSchema = shape({ unread: num() });

described<Same<yup.InferType<typeof notificationListResponseSchema>, NotificationListResponse>>();
described<Same<yup.InferType<typeof notificationsReadResponseSchema>, NotificationsReadResponse>>();
