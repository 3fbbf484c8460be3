import type { FastifyPluginAsync } from 'fastify';
import type * as yup from 'yup';
import type { UpdateProfileResponse } from '../../shared/account-security';
import type { MessageResponse, UserListResponse, UserResponse } from '../../shared/api-types';
import type { HoldingsResponse } from '../../shared/money-types';
import { updateProfileSchema, userListQuerySchema } from '../../shared/schemas/auth';
import { idParams } from '../../shared/schemas/fields';
import { deactivateUser, decodeUserCursor, encodeUserCursor, findUserByEmail, findUserById, listActiveUsers, toUserDto, updateProfile } from '../db/repositories/users';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';
import { holdingsOf } from '../money/reads/holdings';
import { moneyFiguresOf, moneyFiguresOfUser, NO_MONEY } from '../money/reads/figures';
import { ownUserDto } from '../services/two-factor/policy';
import { limiter } from '../plugins/rate-limit';
import { originOf, recordAudit } from '../services/audit';
import { assertCurrentPassword, emailTaken } from '../services/email-change';
import { issueEmailCode } from '../services/email-codes';
import { emailChangeCodeMail } from '../services/mail/account-change-templates';
import { enqueueMail, messageKey } from '../notifications/outbox';
import { revokeAllSessions } from '../services/sessions';
import { updateProfileResponseSchema, userListResponseSchema, userResponseSchema } from '../../shared/responses/users';
import { holdingsResponseSchema } from '../../shared/responses/money';
import { messageResponseSchema } from '../../shared/responses/shape';
import { errors } from '../openapi/responses';

type UpdateProfileBody = yup.InferType<typeof updateProfileSchema>;
type UserListQuery = yup.InferType<typeof userListQuerySchema>;

const userIdParams = idParams('User id');

/** The signed-in user's own profile, and the administrators' users list. */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  app.get('/auth/user', { config: { access: 'user' }, schema: { response: { 200: userResponseSchema } } }, async (request): Promise<UserResponse> => ({
    user: ownUserDto(app.config, currentUser(request), request.sessionTwoFactorAt, await moneyFiguresOfUser(app.db, currentUser(request).id)),
  }));

  app.put<{ Body: UpdateProfileBody }>(
    '/auth/update',
    {
      config: { access: 'user' },
      // The schema refuses role, isVerified and totals (noUnknown): only these fields change.
      schema: { response: { 200: updateProfileResponseSchema, ...errors(404, 409, 429) }, body: updateProfileSchema },
      // EMAIL_TAKEN says an address has an account, and a wrong currentPassword is a guess: the
      // limit keeps the route from becoming a lookup service or a password oracle.
      preHandler: [limiter(app, { name: 'profile-update', max: 20, timeWindow: '15 minutes', key: (request) => request.user?.id ?? request.ip })],
    },
    async (request): Promise<UpdateProfileResponse> => {
      const me = currentUser(request);
      const { fullname, email, phone, nid, currentPassword } = request.body;
      const emailChanges = email !== me.email;
      if (emailChanges) {
        await assertCurrentPassword(me, currentPassword);
        const other = await findUserByEmail(app.db, email);
        if (other && other.id !== me.id) throw emailTaken();
      }
      const origin = originOf(request);
      // An emptied field is stored as "not given", like a field never filled in. The email stays
      // as it is until the code mailed to the new address is entered (POST /auth/email-change/confirm).
      const changes = { fullname, email: me.email, phone: phone || null, nid: nid || null };
      await writeTransaction(app.db, async (trx) => {
        await updateProfile(trx, me.id, changes);
        const before = { fullname: me.fullname, phone: me.phone, nid: me.nid };
        const after = { fullname: changes.fullname, phone: changes.phone, nid: changes.nid };
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          await recordAudit(trx, origin, { actorId: me.id, action: 'profile_updated', targetType: 'user', targetId: me.id, before, after });
        }
        if (!emailChanges) return;
        await recordAudit(trx, origin, { actorId: me.id, action: 'email_change_requested', targetType: 'user', targetId: me.id, before: { email: me.email }, after: { email } });
        const code = await issueEmailCode(trx, me.id, 'email_change', email);
        await enqueueMail(trx, { message: emailChangeCodeMail({ email, language: me.language }, code), dedupeKey: messageKey('email-change-code'), userId: me.id, secret: true });
      });
      const updated = await findUserById(app.db, me.id);
      if (!updated) throw new HttpError(404, 'User not found.', 'USER_NOT_FOUND');
      request.log.info({ actor: me.id, target: me.id, action: 'profile_update', emailChangeRequested: emailChanges }, 'profile updated');
      const user = toUserDto(updated, await moneyFiguresOfUser(app.db, me.id));
      return emailChanges ? { user, emailChange: { pendingEmail: email } } : { user };
    },
  );

  app.get<{ Querystring: UserListQuery }>(
    '/auth/users',
    { config: { access: 'admin' }, schema: { response: { 200: userListResponseSchema }, querystring: userListQuerySchema } },
    async (request): Promise<UserListResponse> => {
      const { q, limit, cursor } = request.query;
      const after = cursor ? decodeUserCursor(cursor) : null;
      if (cursor && !after) throw new HttpError(400, 'The list position (cursor) is not valid. Please reload the list.', 'INVALID_CURSOR');
      const page = await listActiveUsers(app.db, { q, limit, after });
      const money = await moneyFiguresOf(
        app.db,
        page.rows.map((row) => row.id),
      );
      return { users: page.rows.map((row) => toUserDto(row, money.get(row.id) ?? NO_MONEY)), nextCursor: page.next ? encodeUserCursor(page.next) : null };
    },
  );

  // The dashboard's user details: what one investor holds, as their own profile shows it.
  app.get<{ Params: yup.InferType<typeof userIdParams> }>(
    '/auth/users/:id/holdings',
    { config: { access: 'admin' }, schema: { response: { 200: holdingsResponseSchema, ...errors(404) }, params: userIdParams } },
    async (request): Promise<HoldingsResponse> => {
      const target = await findUserById(app.db, request.params.id);
      if (!target) throw new HttpError(404, 'User not found.', 'USER_NOT_FOUND');
      return { holdings: await holdingsOf(app.db, target.id) };
    },
  );

  app.delete<{ Params: yup.InferType<typeof userIdParams> }>(
    '/auth/users/:id',
    { config: { access: 'admin' }, schema: { response: { 200: messageResponseSchema, ...errors(404, 409) }, params: userIdParams } },
    async (request): Promise<MessageResponse> => {
      const admin = currentUser(request);
      const { id } = request.params;
      // The last administrator must not lock everyone out of the dashboard by accident.
      if (id === admin.id) throw new HttpError(409, 'You cannot deactivate your own account.', 'CANNOT_DEACTIVATE_SELF');
      const target = await findUserById(app.db, id);
      if (!target) throw new HttpError(404, 'User not found.', 'USER_NOT_FOUND');
      // History and money records stay; the account can no longer sign in and its sessions end now.
      await writeTransaction(app.db, async (trx) => {
        await deactivateUser(trx, id);
        await revokeAllSessions(trx, id);
        await recordAudit(trx, originOf(request), {
          actorId: admin.id,
          action: 'user_deactivated',
          targetType: 'user',
          targetId: id,
          before: { email: target.email, isActive: target.is_active === 1 },
          after: { email: target.email, isActive: false },
        });
      });
      request.log.info({ actor: admin.id, target: id, action: 'user_deactivate' }, 'user deactivated');
      return { message: 'User deactivated.' };
    },
  );
};
