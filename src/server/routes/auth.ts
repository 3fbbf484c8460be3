import type { FastifyPluginAsync } from 'fastify';
import type * as yup from 'yup';
import type { AuthResponse, MessageResponse } from '../../shared/api-types';
import { emailOnlySchema, loginSchema, resetPasswordSchema, signUpSchema, verifyOtpSchema } from '../../shared/schemas/auth';
import { newId } from '../db/ids';
import { findUserByEmail, insertInvestor, isUniqueViolation, markVerified, setPasswordHash, toUserDto } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';
import { bodyEmail, limiter } from '../plugins/rate-limit';
import { checkCredentials } from '../services/credentials';
import { createDecoyCodes } from '../services/decoy-codes';
import { checkEmailCode, isConsumedEmailCode, issueEmailCode, type CodeCheck } from '../services/email-codes';
import { createAfterReply } from '../services/after-reply';
import { createBackgroundMail } from '../services/mail/background';
import { NO_USER_ID, touchTimingDecoy } from '../services/timing-decoy';
import { passwordChangedMail, passwordResetMail, signUpAttemptMail, verificationCodeMail } from '../services/mail/templates';
import { hashPassword } from '../services/passwords';
import { consumeReset, findValidReset, issueResetToken } from '../services/password-reset';
import { createSession, revokeAllSessions, revokeSession } from '../services/sessions';

type SignUpBody = yup.InferType<typeof signUpSchema>;
type VerifyOtpBody = yup.InferType<typeof verifyOtpSchema>;
type EmailBody = yup.InferType<typeof emailOnlySchema>;
type LoginBody = yup.InferType<typeof loginSchema>;
type ResetPasswordBody = yup.InferType<typeof resetPasswordSchema>;

const SIGNED_UP: MessageResponse = { message: 'We sent a 6-digit code to your email. Enter it to finish signing up.' };
const VERIFIED: MessageResponse = { message: 'Your email is verified. You can sign in now.' };
const CODE_RESENT: MessageResponse = { message: 'A new verification code has been sent.' };
const RESET_SENT: MessageResponse = { message: 'If an account exists for this email, we have sent a password reset link.' };
const PASSWORD_CHANGED: MessageResponse = { message: 'Your password has been changed. Please sign in.' };

const invalidCredentials = () => new HttpError(401, 'Email or password is not correct.', 'INVALID_CREDENTIALS');
const invalidResetToken = () => new HttpError(400, 'This reset link is not valid or has expired. Please ask for a new one.', 'RESET_TOKEN_INVALID');

function codeError(check: Exclude<CodeCheck, { status: 'valid' }>): HttpError {
  if (check.status === 'expired') return new HttpError(400, 'This code has expired. Ask for a new code.', 'OTP_EXPIRED');
  return new HttpError(400, `That code is not correct. You have ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left.`, 'OTP_INVALID');
}

const WINDOW = '15 minutes';

/**
 * Sign-up, email code, sign-in, sign-out and password reset. Answers that could tell whether an
 * address has an account are identical either way, and their mails leave in the background
 * (SECURITY.md 2-4). Per-email limits are counted before any password hashing.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const mail = createBackgroundMail(app.mailer);
  const afterReply = createAfterReply();
  // Work left after answers first (it may still send mail), then the mail queue.
  app.addHook('onClose', async () => {
    await afterReply.drain();
    await mail.drain();
  });
  const decoys = createDecoyCodes();
  const perIp = (name: string, max: number) => limiter(app, { name: `${name}-ip`, max, timeWindow: WINDOW });
  const perEmail = (name: string, max: number) => limiter(app, { name: `${name}-email`, max, timeWindow: WINDOW, key: bodyEmail });

  /** A fresh code for an unverified account, mailed in the account's language. */
  async function sendNewCode(user: UserRow, log: typeof app.log): Promise<void> {
    const code = await writeTransaction(app.db, app.dbKind, (trx) => issueEmailCode(trx, user.id));
    mail.send(verificationCodeMail({ email: user.email, language: user.language }, code), log);
  }

  app.post<{ Body: SignUpBody }>(
    '/auth/signup',
    { config: { access: 'public' }, schema: { body: signUpSchema }, preHandler: [perIp('signup', 30), perEmail('signup', 5)] },
    async (request, reply) => {
      const { customId, fullname, email, password, language } = request.body;
      // Hashed even when the account exists, so the answer takes as long either way.
      const passwordHash = await hashPassword(password);
      let existing = await findUserByEmail(app.db, email);
      if (!existing) {
        const id = newId();
        try {
          const code = await writeTransaction(app.db, app.dbKind, async (trx) => {
            await insertInvestor(trx, { id, email, fullname, passwordHash, uniqueId: customId, language });
            return issueEmailCode(trx, id);
          });
          mail.send(verificationCodeMail({ email, language }, code), request.log);
          request.log.info({ actor: id, target: id, action: 'signup' }, 'account created');
          return reply.code(201).send(SIGNED_UP);
        } catch (error) {
          // A parallel sign-up with the same address won the insert: carry on as for an existing account.
          if (!isUniqueViolation(error)) throw error;
          existing = await findUserByEmail(app.db, email);
          if (!existing) throw error;
        }
      }
      // An existing account keeps its password; its owner hears about the attempt instead.
      if (existing.is_active !== 1) {
        request.log.info({ actor: null, target: existing.id, action: 'signup_existing_deactivated' }, 'sign-up for a deactivated account ignored');
      } else if (existing.is_verified === 1) {
        mail.send(signUpAttemptMail({ email: existing.email, language: existing.language }, app.config.publicUrl), request.log);
        request.log.info({ actor: null, target: existing.id, action: 'signup_existing_verified' }, 'sign-up attempt on a verified account');
      } else {
        await sendNewCode(existing, request.log);
        request.log.info({ actor: null, target: existing.id, action: 'signup_existing_unverified' }, 'new code for an unverified account');
      }
      return reply.code(201).send(SIGNED_UP);
    },
  );

  app.post<{ Body: VerifyOtpBody }>(
    '/auth/verify-otp',
    { config: { access: 'public' }, schema: { body: verifyOtpSchema }, preHandler: [perIp('verify', 50), perEmail('verify', 10)] },
    async (request): Promise<MessageResponse> => {
      const { email, otp, phone } = request.body;
      const user = await findUserByEmail(app.db, email);
      if (user?.is_active === 1 && user.is_verified === 0) {
        const check = await writeTransaction(app.db, app.dbKind, async (trx) => {
          const result = await checkEmailCode(trx, user.id, otp);
          if (result.status === 'valid') await markVerified(trx, user, phone);
          return result;
        });
        if (check.status !== 'valid') {
          request.log.info({ actor: null, target: user.id, action: 'verify_failed', reason: check.status }, 'email code refused');
          throw codeError(check);
        }
        request.log.info({ actor: user.id, target: user.id, action: 'verify' }, 'email verified');
        return VERIFIED;
      }
      // A repeated submit of the code that verified the account succeeds again. Any other code for a
      // verified, deactivated or unknown address gets a counting-down answer like a real code's, after
      // a transaction of the same shape as a real check (a read of the codes and a committed write),
      // so the answer takes as long as for a waiting account (issue 14).
      const consumed = await writeTransaction(app.db, app.dbKind, async (trx) => {
        const found = await isConsumedEmailCode(trx, user?.is_active === 1 ? user.id : NO_USER_ID, otp);
        await touchTimingDecoy(trx);
        return found;
      });
      if (user?.is_active === 1 && consumed) return VERIFIED;
      throw codeError(decoys.check(email));
    },
  );

  app.post<{ Body: EmailBody }>(
    '/auth/resend-otp',
    { config: { access: 'public' }, schema: { body: emailOnlySchema }, preHandler: [perIp('resend', 20), perEmail('resend', 3)] },
    async (request): Promise<MessageResponse> => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user?.is_active === 1 && user.is_verified === 0) {
        // After the answer: issuing the code is work an unknown address would not cause (issue 14).
        afterReply.run(() => sendNewCode(user, request.log), request.log, 'resend code');
        request.log.info({ actor: null, target: user.id, action: 'resend_code' }, 'verification code sent again');
      }
      return CODE_RESENT;
    },
  );

  app.post<{ Body: LoginBody }>(
    '/auth/login',
    { config: { access: 'public' }, schema: { body: loginSchema }, preHandler: [perIp('login', 50), perEmail('login', 10)] },
    async (request): Promise<AuthResponse> => {
      const user = await checkCredentials(app.db, request.body.email, request.body.password);
      if (!user) {
        request.log.info({ actor: null, target: null, action: 'login_failed' }, 'sign-in refused');
        throw invalidCredentials();
      }
      // Only someone who knows the password learns the account's state.
      if (user.is_active !== 1) {
        request.log.info({ actor: user.id, target: user.id, action: 'login_deactivated' }, 'sign-in of a deactivated account refused');
        throw new HttpError(403, 'This account has been deactivated. Please contact support.', 'ACCOUNT_DEACTIVATED');
      }
      if (user.is_verified !== 1) {
        await sendNewCode(user, request.log);
        request.log.info({ actor: user.id, target: user.id, action: 'login_unverified' }, 'sign-in before verification; new code sent');
        throw new HttpError(403, 'Please verify your email first. We sent you a new code.', 'EMAIL_NOT_VERIFIED');
      }
      const token = await createSession(app.db, user.id, app.config.sessionDays);
      request.log.info({ actor: user.id, target: user.id, action: 'login' }, 'signed in');
      return { token, user: toUserDto(user) };
    },
  );

  app.post('/auth/logout', { config: { access: 'user' } }, async (request): Promise<MessageResponse> => {
    const user = currentUser(request);
    if (request.sessionId) await revokeSession(app.db, request.sessionId);
    request.log.info({ actor: user.id, target: user.id, action: 'logout' }, 'signed out');
    return { message: 'Logged out successfully' };
  });

  app.post<{ Body: EmailBody }>(
    '/auth/forgot-password',
    { config: { access: 'public' }, schema: { body: emailOnlySchema }, preHandler: [perIp('forgot', 20), perEmail('forgot', 3)] },
    async (request): Promise<MessageResponse> => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user?.is_active === 1) {
        // After the answer: issuing the token is work an unknown address would not cause (issue 14).
        afterReply.run(
          async () => {
            const token = await writeTransaction(app.db, app.dbKind, (trx) => issueResetToken(trx, user.id));
            const link = `${app.config.publicUrl}/resetpassword?email=${encodeURIComponent(user.email)}&token=${token}`;
            mail.send(passwordResetMail(user, link, token), request.log);
          },
          request.log,
          'password reset link',
        );
        request.log.info({ actor: null, target: user.id, action: 'password_reset_requested' }, 'reset link sent');
      }
      return RESET_SENT;
    },
  );

  app.post<{ Body: ResetPasswordBody }>(
    '/auth/reset-password',
    { config: { access: 'public' }, schema: { body: resetPasswordSchema }, preHandler: [perIp('reset', 20), perEmail('reset', 10)] },
    async (request): Promise<MessageResponse> => {
      const { email, resetToken, newPassword } = request.body;
      const user = await findUserByEmail(app.db, email);
      const resetId = user?.is_active === 1 ? await findValidReset(app.db, user.id, resetToken) : null;
      if (!user || !resetId) throw invalidResetToken();
      const passwordHash = await hashPassword(newPassword);
      // One transaction: the token is spent, the password changes and every session ends together.
      const changed = await writeTransaction(app.db, app.dbKind, async (trx) => {
        if (!(await consumeReset(trx, resetId))) return false;
        await setPasswordHash(trx, user.id, passwordHash);
        await revokeAllSessions(trx, user.id);
        return true;
      });
      if (!changed) throw invalidResetToken();
      mail.send(passwordChangedMail(user, app.config.publicUrl), request.log);
      request.log.info({ actor: user.id, target: user.id, action: 'password_reset' }, 'password changed; all sessions revoked');
      return PASSWORD_CHANGED;
    },
  );
};
