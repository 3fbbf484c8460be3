import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { AuditListResponse } from '../../shared/api-types';
import { PAYMENT_CHANGE_DAYS } from '../../shared/audit';
import type { PaymentAccountChangesResponse } from '../../shared/payment-account-types';
import { auditFilterSchema, auditListQuerySchema, type AuditFilter, type AuditListQuery } from '../../shared/schemas/audit';
import { eachAuditEvent, listAuditEvents, listPaymentAccountChanges, type AuditQuery } from '../db/repositories/audit-events';
import { decodeUserCursor, encodeUserCursor, findUserByEmail } from '../db/repositories/users';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';
import { originOf, recordAudit } from '../services/audit';
import { auditCsv } from '../services/audit-csv';
import { paymentAccountChangesResponseSchema } from '../../shared/responses/deposits';
import { auditListResponseSchema } from '../../shared/responses/site';
import { fileReply } from '../openapi/responses';

/** The most rows one CSV export carries: a bigger need narrows the dates. */
export const AUDIT_EXPORT_MAX = 10_000;

/** The most changes the dashboard's notice lists; the Activity tab has the rest. */
const PAYMENT_CHANGES_MAX = 20;

/** The admin Activity tab: the audit trail, filtered and paged, and its CSV export. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  /** null when the actor filter names nobody: the answer is then empty, not every event. */
  const resolve = async (filter: AuditFilter): Promise<AuditQuery | null> => {
    let actorId: string | null = null;
    if (filter.actor) {
      if (/^[0-9a-f]{24}$/.test(filter.actor)) actorId = filter.actor;
      else {
        const user = await findUserByEmail(app.db, filter.actor.toLowerCase());
        if (!user) return null;
        actorId = user.id;
      }
    }
    return { actorId, action: filter.action, target: filter.target, from: filter.from, to: filter.to };
  };

  app.get<{ Querystring: AuditListQuery }>(
    '/audit',
    { config: { access: 'admin' }, schema: { response: { 200: auditListResponseSchema }, querystring: auditListQuerySchema } },
    async (request, reply): Promise<AuditListResponse> => {
      const { cursor, limit, ...filters } = request.query;
      const after = cursor ? decodeUserCursor(cursor) : null;
      if (cursor && !after) throw new HttpError(400, 'The list position (cursor) is not valid. Please reload the list.', 'INVALID_CURSOR');
      reply.header('cache-control', 'no-store');
      const query = await resolve(filters);
      if (!query) return { events: [], nextCursor: null };
      const page = await listAuditEvents(app.db, query, after, limit);
      return { events: page.events, nextCursor: page.next ? encodeUserCursor(page.next) : null };
    },
  );

  // The admin dashboard's notice: every recent change to where investors send money, so a
  // rewritten deposit number is seen by every admin, not only in the mail.
  app.get(
    '/audit/payment-account-changes',
    { config: { access: 'admin' }, schema: { response: { 200: paymentAccountChangesResponseSchema } } },
    async (_request, reply): Promise<PaymentAccountChangesResponse> => {
      reply.header('cache-control', 'no-store');
      const since = new Date(Date.now() - PAYMENT_CHANGE_DAYS * 86_400_000).toISOString();
      const { changes, more } = await listPaymentAccountChanges(app.db, since, PAYMENT_CHANGES_MAX);
      return { days: PAYMENT_CHANGE_DAYS, changes, more };
    },
  );

  app.get<{ Querystring: AuditFilter }>(
    '/audit/export.csv',
    { config: { access: 'admin' }, schema: { response: { 200: fileReply('The events as CSV', ['text/csv']) }, querystring: auditFilterSchema } },
    async (request, reply) => {
      const { actor, action, target, from, to } = request.query;
      // A copy of the trail names every account's actions: who took one, and with which filters, is recorded too.
      const filters = { actor: actor || null, action: action || null, target: target || null, from: from || null, to: to || null };
      await recordAudit(app.db, originOf(request), { actorId: currentUser(request).id, action: 'data_exported', after: { kind: 'audit', ...filters } });
      const query = await resolve(request.query);
      const events = query ? eachAuditEvent(app.db, query, AUDIT_EXPORT_MAX) : (async function* none() {})();
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="activity-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(auditCsv(events)));
    },
  );
};
