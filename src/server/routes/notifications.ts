import type { FastifyPluginAsync } from 'fastify';
import type { Language } from '../../shared/constants';
import type { NotificationDto, NotificationListResponse, NotificationsReadResponse } from '../../shared/notification-types';
import { notificationListResponseSchema, notificationsReadResponseSchema } from '../../shared/responses/notifications';
import { notificationListQuerySchema, notificationsReadSchema, type NotificationListQuery, type NotificationsReadBody } from '../../shared/schemas/notifications';
import { cursorFromQuery } from '../db/keyset-cursor';
import { countUnread, listInbox, markRead } from '../db/repositories/inbox';
import { isNoticeKind, noticeWords, type NoticeFigures } from '../notifications/notice-kinds';
import { currentUser } from '../plugins/auth';

/** The in-app inbox: a person's messages, worded in the language the app shows, and marking them read. */
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
};
