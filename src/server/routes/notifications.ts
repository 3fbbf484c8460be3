import type { FastifyPluginAsync } from 'fastify';
import type { Language } from '../../shared/constants';
import { reachesAlways, type NotificationDto, type NotificationListResponse, type NotificationPreferences, type NotificationsReadResponse } from '../../shared/notification-types';
import { notificationListResponseSchema, notificationPreferencesResponseSchema, notificationsReadResponseSchema } from '../../shared/responses/notifications';
import {
  notificationListQuerySchema,
  notificationPreferencesSchema,
  notificationsReadSchema,
  type NotificationListQuery,
  type NotificationPreferencesBody,
  type NotificationsReadBody,
} from '../../shared/schemas/notifications';
import { cursorFromQuery } from '../db/keyset-cursor';
import { countUnread, listInbox, markRead } from '../db/repositories/inbox';
import { isNoticeKind, noticeWords, type NoticeFigures } from '../notifications/notice-kinds';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { readPreferences, sameChoices, savePreferences } from '../notifications/preferences';
import { checkedPhone } from '../notifications/sms/sms-number';
import { currentUser } from '../plugins/auth';
import { originOf, recordAudit } from '../services/audit';

/** The in-app inbox: a person's messages, worded in the language the app shows, and marking them read; and the channels they chose. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: NotificationListQuery }>(
    '/notifications',
    { config: { access: 'user' }, schema: { response: { 200: notificationListResponseSchema }, querystring: notificationListQuerySchema } },
    async (request): Promise<NotificationListResponse> => {
      const me = currentUser(request);
      const { limit, cursor, lang } = request.query;
      const language: Language = lang ?? (me.language === 'bn' ? 'bn' : 'en');
      const { page, next } = await listInbox(app.db, me.id, { limit, after: cursorFromQuery(cursor) });
      const notifications = page.map((row): NotificationDto => {
        const words = isNoticeKind(row.kind) ? noticeWords(row.kind, JSON.parse(row.figures) as NoticeFigures<typeof row.kind>, language) : { title: row.kind, body: '' };
        return { _id: row.id, kind: row.kind, ...words, link: row.link, createdAt: row.created_at, readAt: row.read_at };
      });
      return { notifications, nextCursor: next, unread: await countUnread(app.db, me.id) };
    },
  );

  app.post<{ Body: NotificationsReadBody }>(
    '/notifications/read',
    { config: { access: 'user' }, schema: { response: { 200: notificationsReadResponseSchema }, body: notificationsReadSchema } },
    async (request): Promise<NotificationsReadResponse> => {
      const me = currentUser(request);
      await markRead(app.db, me.id, request.body.all ? 'all' : { ids: request.body.ids ?? [] });
      return { unread: await countUnread(app.db, me.id) };
    },
  );

  app.get(
    '/notifications/preferences',
    { config: { access: 'user' }, schema: { response: { 200: notificationPreferencesResponseSchema } } },
    async (request): Promise<NotificationPreferences> => readPreferences(app.db, currentUser(request).id),
  );

  app.put<{ Body: NotificationPreferencesBody }>(
    '/notifications/preferences',
    { config: { access: 'user' }, schema: { response: { 200: notificationPreferencesResponseSchema }, body: notificationPreferencesSchema } },
    async (request): Promise<NotificationPreferences> => {
      const me = currentUser(request);
      const chosen: NotificationPreferences = request.body;
      // SMS reaches a person only on a checked phone: without one, money and security must go by mail.
      if (!reachesAlways(chosen, checkedPhone(me) !== null)) {
        throw new HttpError(400, 'Check your phone first: until then, money and security notices must stay on by email.', 'PHONE_NOT_CHECKED');
      }
      await writeTransaction(app.db, async (trx) => {
        const before = await readPreferences(trx, me.id);
        if (sameChoices(before, chosen)) return;
        await savePreferences(trx, me.id, chosen);
        await recordAudit(trx, originOf(request), { actorId: me.id, action: 'notification_preferences_changed', targetType: 'user', targetId: me.id, before, after: chosen });
      });
      return chosen;
    },
  );
};
