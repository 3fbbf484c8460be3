import * as yup from 'yup';
import { LANGUAGES } from '../constants';
import { NOTIFICATION_PAGE, NOTIFICATION_PAGE_MAX, NOTIFICATION_READ_MAX, reachesAlways } from '../notification-types';
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

const channelChoices = (channel: string) =>
  yup
    .object({
      money: yup.boolean().typeError(`${channel}.money must be true or false.`).required(`${channel}.money is required.`),
      security: yup.boolean().typeError(`${channel}.security must be true or false.`).required(`${channel}.security is required.`),
      projectUpdates: yup.boolean().typeError(`${channel}.projectUpdates must be true or false.`).required(`${channel}.projectUpdates is required.`),
      promotions: yup.boolean().typeError(`${channel}.promotions must be true or false.`).required(`${channel}.promotions is required.`),
    })
    .noUnknown(UNKNOWN)
    .typeError(`${channel} must be an object.`)
    .required(`${channel} is required.`);

/**
 * The channels chosen for each topic. Money and security stay on in at least one channel; whether
 * SMS can count for that (a checked phone) is the server's to say.
 */
export const notificationPreferencesSchema = yup
  .object({ email: channelChoices('email'), sms: channelChoices('sms') })
  .noUnknown(UNKNOWN)
  .test('always-reached', 'Money and security notices must stay on by email or by SMS.', (value) =>
    // A missing channel is its own field's error.
    !value.email || !value.sms ? true : reachesAlways(value, true),
  );

export type NotificationPreferencesBody = yup.InferType<typeof notificationPreferencesSchema>;
