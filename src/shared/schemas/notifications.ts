import * as yup from 'yup';
import { LANGUAGES } from '../constants';
import { NOTIFICATION_PAGE, NOTIFICATION_PAGE_MAX, NOTIFICATION_READ_MAX } from '../notification-types';
import { idField, pageCursorField, pageLimitField } from './fields';

const UNKNOWN = 'Unknown field: ${unknown}';

/** The inbox page: `lang` words it in the app's current language, else the account's. */
export const notificationListQuerySchema = yup
  .object({
    limit: pageLimitField(NOTIFICATION_PAGE_MAX, NOTIFICATION_PAGE),
    cursor: pageCursorField(),
    lang: yup
      .string()
      .oneOf([...LANGUAGES], 'lang must be en or bn.')
      .optional(),
  })
  .noUnknown(UNKNOWN);

/** Marks the listed messages read, or every one: exactly one of the two. */
export const notificationsReadSchema = yup
  .object({
    ids: yup
      .array(idField('A message id'))
      .typeError('ids must be a list of message ids.')
      .min(1, 'ids must name at least one message.')
      .max(NOTIFICATION_READ_MAX, `At most ${NOTIFICATION_READ_MAX} messages can be marked read at once.`)
      .optional()
      .default(undefined),
    all: yup.boolean().typeError('all must be true or false.').oneOf([true], 'all must be true when given.').optional(),
  })
  .noUnknown(UNKNOWN)
  .test('one-of', 'Send either ids or all: true.', (value) => (value.ids === undefined) !== (value.all === undefined));

export type NotificationListQuery = yup.InferType<typeof notificationListQuerySchema>;
export type NotificationsReadBody = yup.InferType<typeof notificationsReadSchema>;
