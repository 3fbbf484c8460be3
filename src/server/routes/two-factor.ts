import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type * as yup from 'yup';
import type { AuthResponse, MessageResponse, RecoveryCodesResponse, TwoFactorSetupResponse } from '../../shared/api-types';
import { twoFactorDisableSchema, twoFactorEnableSchema, twoFactorSetupSchema, twoFactorVerifySchema } from '../../shared/schemas/two-factor';
import { nowIso } from '../db/ids';
import { findUserById } from '../db/repositories/users';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';
import { limiter } from '../plugins/rate-limit';
import { originOf, recordAudit } from '../services/audit';
import { messageKey } from '../notifications/outbox';
import { notify } from '../notifications/notify';
import { createSession, revokeOtherSessions } from '../services/sessions';
import { checkSecondFactorCounted, codesLocked } from '../services/two-factor/wrong-codes';
import { countWrongCode, findChallenge, spendChallenge } from '../services/two-factor/challenges';
import { moneyFiguresOfUser } from '../money/reads/figures';
import { ownUserDto } from '../services/two-factor/policy';
import { deleteRecoveryCodes, replaceRecoveryCodes } from '../services/two-factor/recovery-codes';
import { secretBoxFor } from '../services/two-factor/secret-box';
import { generateTotpSecret, matchTotp, otpauthUrl } from '../services/two-factor/totp';
import { authResponseSchema, recoveryCodesResponseSchema, twoFactorSetupResponseSchema } from '../../shared/responses/users';
import { messageResponseSchema } from '../../shared/responses/shape';
import { errors } from '../openapi/responses';

type SetupBody = yup.InferType<typeof twoFactorSetupSchema>;
type EnableBody = yup.InferType<typeof twoFactorEnableSchema>;
type DisableBody = yup.InferType<typeof twoFactorDisableSchema>;
type VerifyBody = yup.InferType<typeof twoFactorVerifySchema>;

const WINDOW = '15 minutes';
const alreadyEnabled = () => new HttpError(409, 'Two-factor sign-in is already on for this account.', 'TWO_FACTOR_ALREADY_ENABLED');
const wrongCode = (triesLeft?: number) =>
  new HttpError(
    400,
    triesLeft === undefined
      ? 'That code is not correct. Check that the time on your phone is right and try again.'
      : `That code is not correct. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
    'TWO_FACTOR_CODE_INVALID',
  );
const passwordIncorrect = () => new HttpError(400, 'Your password is not correct.', 'PASSWORD_INCORRECT');
const challengeInvalid = () => new HttpError(400, 'This sign-in has expired. Please sign in again.', 'TWO_FACTOR_CHALLENGE_INVALID');

/**
 * Two-factor sign-in with an authenticator app (RFC 6238): set-up and enable with the current password
 * (a stolen session alone cannot put its own authenticator on the account), enable with a first code
 * (which marks the enabling session as verified, signs out every other session, mails the owner and
 * returns 10 recovery codes), disable with password and code, and the second sign-in step after a
 * right password. Every change is audited in its own transaction; wrong passwords count against the
 * account's password-confirmation limit (plugins/password-confirmation.ts).
 */
export const twoFactorRoutes: FastifyPluginAsync = async (app) => {
  /** 429 with Retry-After while the account takes no codes. */
  const locked = (reply: FastifyReply, seconds: number) => {
    reply.header('retry-after', seconds);
    return codesLocked(seconds);
  };
  const perUser = (name: string, max: number) => limiter(app, { name: `${name}-user`, max, timeWindow: WINDOW, key: (request: FastifyRequest) => request.user?.id ?? request.ip });

  app.post<{ Body: SetupBody }>(
    '/auth/2fa/setup',
    {
      config: { access: 'user' },
      schema: { response: { 200: twoFactorSetupResponseSchema, ...errors(409, 429) }, body: twoFactorSetupSchema },
      preHandler: [perUser('2fa-setup', 20)],
    },
    async (request, reply): Promise<TwoFactorSetupResponse> => {
      const user = currentUser(request);
      if (user.totp_enabled_at) throw alreadyEnabled();
      if (!(await app.confirmPassword(request, reply, request.body.password))) throw passwordIncorrect();
      const box = await secretBoxFor(app.config);
      const secret = generateTotpSecret();
      // A repeated set-up replaces a secret that never got its first code; an enabled one is kept.
      const replaced = await app.db
        .updateTable('users')
        .set({ totp_secret: box.seal(secret), totp_last_step: null })
        .where('id', '=', user.id)
        .where('totp_enabled_at', 'is', null)
        .executeTakeFirst();
      if (replaced.numUpdatedRows !== 1n) throw alreadyEnabled();
      return { secret, otpauthUrl: otpauthUrl(user.email, secret) };
    },
  );

  app.post<{ Body: EnableBody }>(
    '/auth/2fa/enable',
    {
      config: { access: 'user' },
      schema: { response: { 200: recoveryCodesResponseSchema, ...errors(409, 429) }, body: twoFactorEnableSchema },
      preHandler: [perUser('2fa-enable', 10)],
    },
    async (request, reply): Promise<RecoveryCodesResponse> => {
      const user = currentUser(request);
      if (user.totp_enabled_at) throw alreadyEnabled();
      if (!user.totp_secret) throw new HttpError(409, 'Start the two-factor set-up first.', 'TWO_FACTOR_NOT_SET_UP');
      if (!(await app.confirmPassword(request, reply, request.body.password))) throw passwordIncorrect();
      const box = await secretBoxFor(app.config);
      const step = matchTotp(box.open(user.totp_secret), request.body.code, Date.now(), user.totp_last_step === null ? null : Number(user.totp_last_step));
      if (step === null) throw wrongCode();
      const origin = originOf(request);
      const codes = await writeTransaction(app.db, async (trx) => {
        const now = nowIso();
        // Conditional on the secret the code was checked against: a parallel set-up wins nothing.
        const enabled = await trx
          .updateTable('users')
          .set({ totp_enabled_at: now, totp_last_step: step, updated_at: now })
          .where('id', '=', user.id)
          .where('totp_enabled_at', 'is', null)
          .where('totp_secret', '=', user.totp_secret)
          .executeTakeFirst();
        if (enabled.numUpdatedRows !== 1n) return null;
        // The session that proved the code counts as verified, so a new admin goes straight on; every
        // other session ends, as after an email change: any of them may be the one that was stolen.
        let signedOut = 0;
        if (request.sessionId) {
          await trx.updateTable('sessions').set({ two_factor_at: now }).where('id', '=', request.sessionId).execute();
          signedOut = await revokeOtherSessions(trx, user.id, request.sessionId);
        }
        await recordAudit(trx, origin, { actorId: user.id, action: 'two_factor_enabled', targetType: 'user', targetId: user.id, after: { otherSessionsSignedOut: signedOut } });
        const figures = { at: new Date().toISOString() };
        await notify(trx, { userId: user.id, kind: 'two_factor_enabled', figures, dedupeKey: messageKey('two-factor-enabled'), link: '/profile', mail: true });
        return replaceRecoveryCodes(trx, user.id);
      });
      if (!codes) throw alreadyEnabled();
      request.log.info({ actor: user.id, target: user.id, action: 'two_factor_enabled' }, 'two-factor sign-in turned on');
      return { recoveryCodes: codes };
    },
  );

  app.post<{ Body: DisableBody }>(
    '/auth/2fa/disable',
    {
      config: { access: 'user' },
      schema: { response: { 200: messageResponseSchema, ...errors(409, 429) }, body: twoFactorDisableSchema },
      preHandler: [perUser('2fa-disable', 10)],
    },
    async (request, reply): Promise<MessageResponse> => {
      const user = currentUser(request);
      if (!user.totp_enabled_at) throw new HttpError(409, 'Two-factor sign-in is not on for this account.', 'TWO_FACTOR_NOT_ENABLED');
      if (!(await app.confirmPassword(request, reply, request.body.password))) throw passwordIncorrect();
      const box = await secretBoxFor(app.config);
      const origin = originOf(request);
      const checked = await writeTransaction(app.db, async (trx) => {
        const check = await checkSecondFactorCounted(trx, box, user, request.body.code);
        if (check.result !== 'right') {
          if (check.result === 'wrong')
            await recordAudit(trx, origin, { actorId: user.id, action: 'two_factor_failed', targetType: 'user', targetId: user.id, after: { step: 'disable' } });
          return check;
        }
        const factor = check.factor;
        if (factor === 'recovery_code') await recordAudit(trx, origin, { actorId: user.id, action: 'recovery_code_used', targetType: 'user', targetId: user.id });
        await trx.updateTable('users').set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: nowIso() }).where('id', '=', user.id).execute();
        await deleteRecoveryCodes(trx, user.id);
        // Sessions verified by the old factor stop counting as verified: an admin sets it up again.
        await trx.updateTable('sessions').set({ two_factor_at: null }).where('user_id', '=', user.id).execute();
        await recordAudit(trx, origin, { actorId: user.id, action: 'two_factor_disabled', targetType: 'user', targetId: user.id });
        return check;
      });
      if (checked.result === 'locked') throw locked(reply, checked.retryAfterSeconds);
      if (checked.result === 'wrong') throw wrongCode();
      request.log.info({ actor: user.id, target: user.id, action: 'two_factor_disabled' }, 'two-factor sign-in turned off');
      return { message: 'Two-factor sign-in is now off.' };
    },
  );

  app.post<{ Body: VerifyBody }>(
    '/auth/2fa/verify',
    {
      config: { access: 'public', noStore: true },
      schema: { response: { 200: authResponseSchema, ...errors(429) }, body: twoFactorVerifySchema },
      preHandler: [limiter(app, { name: '2fa-verify-ip', max: 30, timeWindow: WINDOW })],
    },
    async (request, reply): Promise<AuthResponse> => {
      const challenge = await findChallenge(app.db, request.body.challenge);
      const user = challenge ? await findUserById(app.db, challenge.userId) : undefined;
      if (!challenge || !user || user.is_active !== 1 || !user.totp_enabled_at) throw challengeInvalid();
      const box = await secretBoxFor(app.config);
      const origin = originOf(request);
      const result = await writeTransaction(app.db, async (trx) => {
        const check = await checkSecondFactorCounted(trx, box, user, request.body.code);
        // Locked: nothing is checked, so the challenge is not counted either.
        if (check.result === 'locked') return { lockedFor: check.retryAfterSeconds };
        if (check.result === 'wrong') {
          const triesLeft = await countWrongCode(trx, challenge.id);
          await recordAudit(trx, origin, { actorId: null, action: 'two_factor_failed', targetType: 'user', targetId: user.id, after: { step: 'sign_in' } });
          return { triesLeft };
        }
        const factor = check.factor;
        if (!(await spendChallenge(trx, challenge.id))) return { triesLeft: 0 };
        if (factor === 'recovery_code') await recordAudit(trx, origin, { actorId: user.id, action: 'recovery_code_used', targetType: 'user', targetId: user.id });
        const token = await createSession(trx, user.id, app.config.sessionDays, { origin, twoFactorVerified: true });
        await recordAudit(trx, origin, { actorId: user.id, action: 'sign_in', targetType: 'user', targetId: user.id, after: { twoFactor: factor } });
        return { token };
      });
      if (result.lockedFor !== undefined) throw locked(reply, result.lockedFor);
      if (result.token === undefined) {
        request.log.info({ actor: null, target: user.id, action: 'two_factor_failed' }, 'two-factor code refused');
        throw (result.triesLeft ?? 0) > 0 ? wrongCode(result.triesLeft) : challengeInvalid();
      }
      request.log.info({ actor: user.id, target: user.id, action: 'login' }, 'signed in with two-factor');
      return { token: result.token, user: ownUserDto(app.config, user, nowIso(), await moneyFiguresOfUser(app.db, user.id)) };
    },
  );
};
