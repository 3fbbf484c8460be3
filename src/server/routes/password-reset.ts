import type { FastifyPluginAsync } from 'fastify';
import type * as yup from 'yup';
import type { MessageResponse } from '../../shared/api-types';
import { emailOnlySchema, isResetCode, resetPasswordSchema } from '../../shared/schemas/auth';
import { nowIso } from '../db/ids';
import { findUserByEmail, setPasswordHash } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { bodyEmail, limiter } from '../plugins/rate-limit';
import { createAfterReply } from '../services/after-reply';
import { originOf, recordAudit } from '../services/audit';
import { createDecoyCodes } from '../services/decoy-codes';
import type { CodeCheck } from '../services/email-codes';
import { enqueueMail, messageKey } from '../notifications/outbox';
import { passwordResetMail } from '../services/mail/templates';
import { notify } from '../notifications/notify';
import { hashPassword } from '../services/passwords';
import { checkResetCode, consumeReset, findValidReset, issueResetToken, MAX_RESET_CODE_ATTEMPTS, RESET_TTL_MS } from '../services/password-reset';
import { revokeAllSessions } from '../services/sessions';
import { forgetWrongCodes } from '../services/two-factor/wrong-codes';
import { NO_USER_ID, touchTimingDecoy } from '../services/timing-decoy';
import { messageResponseSchema } from '../../shared/responses/shape';
import { errors } from '../openapi/responses';

type EmailBody = yup.InferType<typeof emailOnlySchema>;
type ResetPasswordBody = yup.InferType<typeof resetPasswordSchema>;

const RESET_SENT: MessageResponse = { message: 'If an account exists for this email, we have sent a password reset link.' };
const PASSWORD_CHANGED: MessageResponse = { message: 'Your password has been changed. Please sign in.' };

const invalidResetToken = () => new HttpError(400, 'This reset link is not valid or has expired. Please ask for a new one.', 'RESET_TOKEN_INVALID');

function resetCodeError(check: Exclude<CodeCheck, { status: 'valid' }>): HttpError {
  if (check.status === 'expired') return new HttpError(400, 'This reset code is not valid or has expired. Please ask for a new one.', 'RESET_CODE_EXPIRED');
  return new HttpError(400, `That reset code is not correct. You have ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left.`, 'RESET_CODE_INVALID');
}

const WINDOW = '15 minutes';

/**
 * Forgot password and reset password. Like sign-up, an answer never tells whether an address has an
 * account, and the mail leaves in the background (SECURITY.md 2-4).
 */
export const passwordResetRoutes: FastifyPluginAsync = async (app) => {
  const afterReply = createAfterReply();
  // Work left after answers writes mail to the outbox: it finishes before the app closes.
  app.addHook('onClose', async () => afterReply.drain());
  const resetDecoys = createDecoyCodes(Date.now, { ttlMs: RESET_TTL_MS, maxAttempts: MAX_RESET_CODE_ATTEMPTS });
  const perIp = (name: string, max: number) => limiter(app, { name: `${name}-ip`, max, timeWindow: WINDOW });
  const perEmail = (name: string, max: number) => limiter(app, { name: `${name}-email`, max, timeWindow: WINDOW, key: bodyEmail });

  app.post<{ Body: EmailBody }>(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: { response: { 200: messageResponseSchema, ...errors(429) }, body: emailOnlySchema },
      preHandler: [perIp('forgot', 20), perEmail('forgot', 3)],
    },
    async (request): Promise<MessageResponse> => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user?.is_active === 1) {
        // After the answer: issuing the token is work an unknown address would not cause.
        afterReply.run(
          async () => {
            await writeTransaction(app.db, async (trx) => {
              const { token, code } = await issueResetToken(trx, user.id);
              const link = `${app.config.publicUrl}/resetpassword?email=${encodeURIComponent(user.email)}&token=${token}`;
              await enqueueMail(trx, { message: passwordResetMail(user, link, code), dedupeKey: messageKey('password-reset'), userId: user.id, secret: true });
            });
          },
          request.log,
          'password reset link',
        );
        request.log.info({ actor: null, target: user.id, action: 'password_reset_requested' }, 'reset link sent');
      }
      return RESET_SENT;
    },
  );

  /**
   * The reset row an 8-digit code opens, or the answer for a wrong one. Like verify-otp: an address
   * with no pending reset (unknown, deactivated, or none asked for) gets a counting-down decoy answer
   * after a transaction of the same shape as a real check (a read of the resets and a committed
   * write), so neither the answer nor its time tells whether the account exists.
   */
  async function resetIdForCode(user: UserRow | undefined, email: string, code: string, log: typeof app.log): Promise<string> {
    const check = await writeTransaction(app.db, async (trx) => {
      const result = await checkResetCode(trx, user?.is_active === 1 ? user.id : NO_USER_ID, code);
      // A wrong code's attempt counter is a committed write; every other refusal makes one too.
      if (result.status === 'expired' || result.status === 'none') await touchTimingDecoy(trx);
      return result;
    });
    if (check.status === 'valid') return check.resetId;
    if (check.status === 'none') throw resetCodeError(resetDecoys.check(email));
    log.info({ actor: null, target: user?.id ?? null, action: 'reset_code_failed', reason: check.status }, 'reset code refused');
    throw resetCodeError(check);
  }

  app.post<{ Body: ResetPasswordBody }>(
    '/auth/reset-password',
    {
      config: { access: 'public' },
      schema: { response: { 200: messageResponseSchema, ...errors(429) }, body: resetPasswordSchema },
      preHandler: [perIp('reset', 20), perEmail('reset', 10)],
    },
    async (request): Promise<MessageResponse> => {
      const { email, resetToken, newPassword } = request.body;
      const user = await findUserByEmail(app.db, email);
      // The one field carries the mailed 8-digit code or the link's token.
      let resetId: string | null = null;
      if (isResetCode(resetToken)) resetId = await resetIdForCode(user, email, resetToken, request.log);
      else if (user?.is_active === 1) resetId = await findValidReset(app.db, user.id, resetToken);
      if (!user || !resetId) throw invalidResetToken();
      const passwordHash = await hashPassword(newPassword);
      // One transaction: the token is spent, the password changes and every session ends together.
      const changed = await writeTransaction(app.db, async (trx) => {
        if (!(await consumeReset(trx, resetId))) return false;
        await setPasswordHash(trx, user.id, passwordHash);
        await trx.updateTable('users').set({ password_changed_at: nowIso() }).where('id', '=', user.id).execute();
        await revokeAllSessions(trx, user.id);
        // Whoever typed wrong two-factor codes knew the old password: the owner starts afresh.
        await forgetWrongCodes(trx, user.id);
        await recordAudit(trx, originOf(request), { actorId: user.id, action: 'password_reset', targetType: 'user', targetId: user.id });
        const figures = { origin: app.config.publicUrl };
        await notify(trx, { userId: user.id, kind: 'password_changed', figures, dedupeKey: messageKey('password-changed'), link: '/profile', mail: true });
        return true;
      });
      if (!changed) throw invalidResetToken();
      request.log.info({ actor: user.id, target: user.id, action: 'password_reset' }, 'password changed; all sessions revoked');
      return PASSWORD_CHANGED;
    },
  );
};
