import type { FastifyPluginAsync } from 'fastify';
import type * as yup from 'yup';
import type { MessageResponse, UserListResponse, UserResponse } from '../../shared/api-types';
import { updateProfileSchema, userListQuerySchema } from '../../shared/schemas/auth';
import { idParams } from '../../shared/schemas/fields';
import {
  deactivateUser,
  decodeUserCursor,
  encodeUserCursor,
  findUserByEmail,
  findUserById,
  isUniqueViolation,
  listActiveUsers,
  toUserDto,
  updateProfile,
} from '../db/repositories/users';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';
import { ownUserDto } from '../services/two-factor/policy';
import { limiter } from '../plugins/rate-limit';
import { revokeAllSessions } from '../services/sessions';

type UpdateProfileBody = yup.InferType<typeof updateProfileSchema>;
type UserListQuery = yup.InferType<typeof userListQuerySchema>;

const userIdParams = idParams('User id');
const emailTaken = () => new HttpError(409, 'This email is already used by another account.', 'EMAIL_TAKEN');

/** The signed-in user's own profile, and the administrators' users list. */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  app.get('/auth/user', { config: { access: 'user' } }, async (request): Promise<UserResponse> => ({
    user: ownUserDto(app.config, currentUser(request), request.sessionTwoFactorAt),
  }));

  app.put<{ Body: UpdateProfileBody }>(
    '/auth/update',
    {
      config: { access: 'user' },
      // The schema refuses role, isVerified and totals (noUnknown): only these four fields change.
      schema: { body: updateProfileSchema },
      // EMAIL_TAKEN says an address has an account; the limit keeps that from becoming a lookup service.
      preHandler: [limiter(app, { name: 'profile-update', max: 20, timeWindow: '15 minutes', key: (request) => request.user?.id ?? request.ip })],
    },
    async (request): Promise<UserResponse> => {
      const me = currentUser(request);
      const { fullname, email, phone, nid } = request.body;
      if (email !== me.email) {
        const other = await findUserByEmail(app.db, email);
        if (other && other.id !== me.id) throw emailTaken();
      }
      try {
        // An emptied field is stored as "not given", like a field never filled in.
        await updateProfile(app.db, me.id, { fullname, email, phone: phone || null, nid: nid || null });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      const updated = await findUserById(app.db, me.id);
      if (!updated) throw new HttpError(404, 'User not found.', 'USER_NOT_FOUND');
      request.log.info({ actor: me.id, target: me.id, action: 'profile_update', emailChanged: email !== me.email }, 'profile updated');
      return { user: toUserDto(updated) };
    },
  );

  app.get<{ Querystring: UserListQuery }>(
    '/auth/users',
    { config: { access: 'admin' }, schema: { querystring: userListQuerySchema } },
    async (request): Promise<UserListResponse> => {
      const { q, limit, cursor } = request.query;
      const after = cursor ? decodeUserCursor(cursor) : null;
      if (cursor && !after) throw new HttpError(400, 'The list position (cursor) is not valid. Please reload the list.', 'INVALID_CURSOR');
      const page = await listActiveUsers(app.db, { q, limit, after });
      return { users: page.rows.map(toUserDto), nextCursor: page.next ? encodeUserCursor(page.next) : null };
    },
  );

  app.delete<{ Params: yup.InferType<typeof userIdParams> }>(
    '/auth/users/:id',
    { config: { access: 'admin' }, schema: { params: userIdParams } },
    async (request): Promise<MessageResponse> => {
      const admin = currentUser(request);
      const { id } = request.params;
      // The last administrator must not lock everyone out of the dashboard by accident.
      if (id === admin.id) throw new HttpError(409, 'You cannot deactivate your own account.', 'CANNOT_DEACTIVATE_SELF');
      const target = await findUserById(app.db, id);
      if (!target) throw new HttpError(404, 'User not found.', 'USER_NOT_FOUND');
      // History and money records stay; the account can no longer sign in and its sessions end now.
      await writeTransaction(app.db, app.dbKind, async (trx) => {
        await deactivateUser(trx, id);
        await revokeAllSessions(trx, id);
      });
      request.log.info({ actor: admin.id, target: id, action: 'user_deactivate' }, 'user deactivated');
      return { message: 'User deactivated.' };
    },
  );
};
