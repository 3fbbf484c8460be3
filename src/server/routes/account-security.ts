import { notify } from '../notifications/notify';
import { messageKey } from '../notifications/outbox';
import { codeRefusal } from './code-refusal';
import type { FastifyPluginAsync } from 'fastify';
import type * as yup from 'yup';
import { SECURITY_EVENT_LIMIT, type RevokeOthersResponse, type SecurityEventDto, type SecurityEventListResponse, type SessionListResponse } from '../../shared/account-security';
import type { MessageResponse, UserResponse } from '../../shared/api-types';
import { SECURITY_EVENT_ACTIONS, type AuditAction } from '../../shared/audit';
import { emailChangeConfirmSchema } from '../../shared/schemas/auth';
import { findUserById, toUserDto } from '../db/repositories/users';
import { moneyFiguresOfUser } from '../money/reads/figures';
import { nowIso } from '../db/ids';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';
import { limiter } from '../plugins/rate-limit';
import { originOf, recordAudit } from '../services/audit';
import { deviceName } from '../services/device-name';
import { confirmEmailChange } from '../services/email-change';
import { listActiveSessions, revokeOtherSessions } from '../services/sessions';
import { revokeOthersResponseSchema, securityEventListResponseSchema, sessionListResponseSchema, userResponseSchema } from '../../shared/responses/users';
import { messageResponseSchema } from '../../shared/responses/shape';
import { errors } from '../openapi/responses';

type ConfirmBody = yup.InferType<typeof emailChangeConfirmSchema>;

/** A user route always has a session; the type does not know it. */
function currentSession(sessionId: string | null): string {
  if (!sessionId) throw new HttpError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');
  return sessionId;
}

/**
 * The profile's account security: confirming an email change with the code mailed to
 * the new address, the list of active sessions with "sign out all other sessions", and the
 * investor's own recent security events.
 */
export const accountSecurityRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ConfirmBody }>(
    '/auth/email-change/confirm',
    {
      config: { access: 'user' },
      schema: { response: { 200: userResponseSchema, ...errors(404, 409, 429) }, body: emailChangeConfirmSchema },
      // The code's own 5-try limit burns it; this keeps a session from asking for codes endlessly.
      preHandler: [limiter(app, { name: 'email-change-confirm', max: 20, timeWindow: '15 minutes', key: (request) => request.user?.id ?? request.ip })],
    },
    async (request): Promise<UserResponse> => {
      const me = currentUser(request);
      const sessionId = currentSession(request.sessionId);
      const dedupeKey = messageKey('email-changed');
      const result = await writeTransaction(app.db, async (trx) => {
        const outcome = await confirmEmailChange(trx, me, sessionId, request.body.code, originOf(request));
        if (outcome.status === 'changed') {
          const figures = { newEmail: outcome.newEmail, at: nowIso() };
          await notify(trx, { userId: me.id, kind: 'email_changed', figures, dedupeKey, link: '/profile', mail: true, mailTo: outcome.oldEmail });
        }
        return outcome;
      });
      if (result.status !== 'changed') throw codeRefusal(result, 'Save the new email again for a new code.');
      request.log.info({ actor: me.id, target: me.id, action: 'email_changed', otherSessionsRevoked: result.revoked }, 'email changed');
      const updated = await findUserById(app.db, me.id);
      if (!updated) throw new HttpError(404, 'User not found.', 'USER_NOT_FOUND');
      return { user: toUserDto(updated, await moneyFiguresOfUser(app.db, me.id)) };
    },
  );

  app.post('/auth/email-change/cancel', { config: { access: 'user' }, schema: { response: { 200: messageResponseSchema } } }, async (request): Promise<MessageResponse> => {
    const me = currentUser(request);
    await app.db.updateTable('email_codes').set({ used_at: nowIso() }).where('user_id', '=', me.id).where('purpose', '=', 'email_change').where('used_at', 'is', null).execute();
    return { message: 'The email change was cancelled.' };
  });

  app.get('/auth/sessions', { config: { access: 'user' }, schema: { response: { 200: sessionListResponseSchema } } }, async (request): Promise<SessionListResponse> => {
    const me = currentUser(request);
    const rows = await listActiveSessions(app.db, me.id);
    return {
      sessions: rows.map((row) => ({
        _id: row.id,
        device: deviceName(row.user_agent),
        ip: row.ip,
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
        current: row.id === request.sessionId,
      })),
    };
  });

  app.post(
    '/auth/sessions/revoke-others',
    { config: { access: 'user' }, schema: { response: { 200: revokeOthersResponseSchema } } },
    async (request): Promise<RevokeOthersResponse> => {
      const me = currentUser(request);
      const sessionId = currentSession(request.sessionId);
      const revoked = await writeTransaction(app.db, async (trx) => {
        const count = await revokeOtherSessions(trx, me.id, sessionId);
        await recordAudit(trx, originOf(request), { actorId: me.id, action: 'sessions_revoked', targetType: 'user', targetId: me.id, after: { revoked: count } });
        return count;
      });
      request.log.info({ actor: me.id, target: me.id, action: 'sessions_revoked', revoked }, 'other sessions signed out');
      return { message: 'Every other session has been signed out.', revoked };
    },
  );

  app.get(
    '/auth/security-events',
    { config: { access: 'user' }, schema: { response: { 200: securityEventListResponseSchema } } },
    async (request): Promise<SecurityEventListResponse> => {
      const me = currentUser(request);
      const rows = await app.db
        .selectFrom('audit_events')
        .select(['id', 'action', 'ip', 'user_agent', 'created_at'])
        .where('action', 'in', [...SECURITY_EVENT_ACTIONS])
        .where((eb) => eb.or([eb('actor_id', '=', me.id), eb('target_id', '=', me.id)]))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(SECURITY_EVENT_LIMIT)
        .execute();
      const events: SecurityEventDto[] = rows.map((row) => ({
        _id: row.id,
        action: row.action as AuditAction,
        ip: row.ip,
        device: row.user_agent ? deviceName(row.user_agent) : null,
        createdAt: row.created_at,
      }));
      return { events };
    },
  );
};
