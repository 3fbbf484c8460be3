import type * as yup from 'yup';
import type { NotificationListResponse, NotificationPreferences, NotificationsReadResponse } from '../notification-types';
import { described, type Same } from './same';
import { flag, listOf, num, shape, text, textOrNull } from './shape';

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

const channelChoices = shape({ money: flag(), security: flag(), projectUpdates: flag(), promotions: flag() });
export const notificationPreferencesResponseSchema = shape({ email: channelChoices, sms: channelChoices });
described<Same<yup.InferType<typeof notificationPreferencesResponseSchema>, NotificationPreferences>>();
