import type { FastifyPluginAsync } from 'fastify';
import type * as yup from 'yup';
import type { LoginResponse, MessageResponse } from '../../shared/api-types';
import { emailOnlySchema, loginSchema, signUpSchema, verifyOtpSchema } from '../../shared/schemas/auth';
import { newId, nowIso } from '../db/ids';
import { findUserByEmail, insertInvestor, isUniqueViolation, markVerified } from '../db/repositories/users';
import type { Database, UserRow } from '../db/schema';
import type { Kysely } from 'kysely';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';
import { attemptCounter, bodyEmail, limiter } from '../plugins/rate-limit';
import { originOf, recordAudit, type RequestOrigin } from '../services/audit';
import { checkCredentials } from '../services/credentials';
import { createDecoyCodes } from '../services/decoy-codes';
import { enqueueMail, messageKey } from '../notifications/outbox';
import { checkEmailCode, isConsumedEmailCode, issueEmailCode, type CodeCheck } from '../services/email-codes';
import { createAfterReply } from '../services/after-reply';
import { sendSignInCode } from '../services/sign-in-code';
import { NO_USER_ID, touchTimingDecoy } from '../services/timing-decoy';
import { signUpAttemptMail, verificationCodeMail } from '../services/mail/templates';
import { hashPassword } from '../services/passwords';
import { createSession, revokeSession } from '../services/sessions';
import { createChallenge } from '../services/two-factor/challenges';
import { moneyFiguresOfUser } from '../money/reads/figures';
import { ownUserDto } from '../services/two-factor/policy';
import { messageResponseSchema } from '../../shared/responses/shape';
import { errors } from '../openapi/responses';
import { loginResponseSchema } from '../../shared/responses/users';

type SignUpBody = yup.InferType<typeof signUpSchema>;
type VerifyOtpBody = yup.InferType<typeof verifyOtpSchema>;
type EmailBody = yup.InferType<typeof emailOnlySchema>;
type LoginBody = yup.InferType<typeof loginSchema>;

const SIGNED_UP: MessageResponse = { message: 'We sent a 6-digit code to your email. Enter it to finish signing up.' };
const VERIFIED: MessageResponse = { message: 'Your email is verified. You can sign in now.' };
const CODE_RESENT: MessageResponse = { message: 'A new verification code has been sent.' };

const invalidCredentials = () => new HttpError(401, 'Email or password is not correct.', 'INVALID_CREDENTIALS');

function codeError(check: Exclude<CodeCheck, { status: 'valid' }>): HttpError {
  if (check.status === 'expired') return new HttpError(400, 'This code has expired. Ask for a new code.', 'OTP_EXPIRED');
  return new HttpError(400, `That code is not correct. You have ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left.`, 'OTP_INVALID');
}

const WINDOW = '15 minutes';

const signInCodeInvalid = () =>
  new HttpError(
    401,
    'The password or the sign-in code is not correct. A code works for 10 minutes; if yours is older, signing in with the right password emails you a new one.',
    'SIGN_IN_CODE_INVALID',
  );

const signInCodeRequired = () =>
  new HttpError(401, 'Too many sign-in attempts on this account. We emailed a sign-in code to its address: enter it with your password.', 'SIGN_IN_CODE_REQUIRED');

/**
 * Sign-up, email code, sign-in and sign-out (password reset: password-reset.ts). Answers that could tell whether an
 * address has an account are identical either way, and their mails leave in the background
 * (SECURITY.md 2-4). Per-email limits are counted before any password hashing.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const afterReply = createAfterReply();
  // Work left after answers writes mail to the outbox: it finishes before the app closes.
  app.addHook('onClose', async () => afterReply.drain());
  const decoys = createDecoyCodes();
  const perIp = (name: string, max: number) => limiter(app, { name: `${name}-ip`, max, timeWindow: WINDOW });
  const perEmail = (name: string, max: number) => limiter(app, { name: `${name}-email`, max, timeWindow: WINDOW, key: bodyEmail });

  const loginAttempts = attemptCounter(app, { name: 'login-email', max: 10, timeWindow: WINDOW, key: bodyEmail });

  /**
   * Checks a mailed sign-in code once the password is known to be right, so a stranger's guesses
   * never count against (or burn) the owner's code. An unusable code (expired, used or burnt) with
   * the right password brings a new one by mail.
   */
  async function checkSignInCode(user: UserRow, code: string, log: typeof app.log, origin: RequestOrigin): Promise<boolean> {
    const check = await writeTransaction(app.db, (trx) => checkEmailCode(trx, user.id, code, 'sign_in'));
    if (check.status === 'valid') return true;
    // After the answer, so it takes as long as a wrong password's.
    if (check.status === 'expired') afterReply.run(() => sendSignInCode(app.db, user.email, origin, log), log, 'sign-in code');
    await recordAudit(app.db, origin, { actorId: null, action: 'sign_in_failed', targetType: 'user', targetId: user.id, after: { step: 'sign_in_code' } });
    return false;
  }

  /** A new verification code, and its mail in the account's language, in the caller's transaction. */
  async function issueVerificationCode(trx: Kysely<Database>, user: Pick<UserRow, 'id' | 'email' | 'language'>): Promise<void> {
    const code = await issueEmailCode(trx, user.id);
    await enqueueMail(trx, { message: verificationCodeMail(user, code), dedupeKey: messageKey('verification-code'), userId: user.id, secret: true });
  }

  /** A fresh code for an unverified account. */
  async function sendNewCode(user: UserRow, log: typeof app.log): Promise<void> {
    await writeTransaction(app.db, (trx) => issueVerificationCode(trx, user));
    log.info({ actor: null, target: user.id, action: 'verification_code_sent' }, 'verification code written to the outbox');
  }

  app.post<{ Body: SignUpBody }>(
    '/auth/signup',
    {
      config: { access: 'public' },
      schema: { response: { 201: messageResponseSchema, ...errors(429) }, body: signUpSchema },
      preHandler: [perIp('signup', 30), perEmail('signup', 5)],
    },
    async (request, reply) => {
      const { customId, fullname, email, password, language, ageConfirmed } = request.body;
      // Hashed even when the account exists, so the answer takes as long either way.
      const passwordHash = await hashPassword(password);
      let existing = await findUserByEmail(app.db, email);
      if (!existing) {
        const id = newId();
        try {
          await writeTransaction(app.db, async (trx) => {
            await insertInvestor(trx, { id, email, fullname, passwordHash, uniqueId: customId, language, termsAcceptedAt: ageConfirmed === true ? nowIso() : null });
            await issueVerificationCode(trx, { id, email, language });
          });
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
        const owner = existing;
        // After the answer, like the mail it writes: a new address's sign-up does no such work.
        afterReply.run(
          () =>
            enqueueMail(app.db, {
              message: signUpAttemptMail({ email: owner.email, language: owner.language }, app.config.publicUrl),
              dedupeKey: messageKey('sign-up-attempt'),
              userId: owner.id,
            }),
          request.log,
          'sign-up attempt mail',
        );
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
    {
      config: { access: 'public' },
      schema: { response: { 200: messageResponseSchema, ...errors(429) }, body: verifyOtpSchema },
      preHandler: [perIp('verify', 50), perEmail('verify', 10)],
    },
    async (request): Promise<MessageResponse> => {
      const { email, otp, phone } = request.body;
      const user = await findUserByEmail(app.db, email);
      if (user?.is_active === 1 && user.is_verified === 0) {
        const check = await writeTransaction(app.db, async (trx) => {
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
      // so the answer takes as long as for a waiting account.
      const consumed = await writeTransaction(app.db, async (trx) => {
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
    {
      config: { access: 'public' },
      schema: { response: { 200: messageResponseSchema, ...errors(429) }, body: emailOnlySchema },
      preHandler: [perIp('resend', 20), perEmail('resend', 3)],
    },
    async (request): Promise<MessageResponse> => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user?.is_active === 1 && user.is_verified === 0) {
        // After the answer: issuing the code is work an unknown address would not cause.
        afterReply.run(() => sendNewCode(user, request.log), request.log, 'resend code');
        request.log.info({ actor: null, target: user.id, action: 'resend_code' }, 'verification code sent again');
      }
      return CODE_RESENT;
    },
  );

  app.post<{ Body: LoginBody }>(
    '/auth/login',
    {
      config: { access: 'public', noStore: true },
      schema: { response: { 200: loginResponseSchema, ...errors(401, 403, 429) }, body: loginSchema },
      preHandler: [perIp('login', 50)],
    },
    async (request): Promise<LoginResponse> => {
      const { email, password, emailCode } = request.body;
      const origin = originOf(request);
      // Past the per-account limit the owner is not locked out: a mailed code lets them through,
      // while a password guesser without the mailbox gets no further (SECURITY.md 2).
      const overLimit = await loginAttempts(request);
      if (emailCode === undefined && overLimit) {
        await sendSignInCode(app.db, email, origin, request.log);
        throw signInCodeRequired();
      }
      const user = await checkCredentials(app.db, email, password);
      if (!user) {
        const known = await findUserByEmail(app.db, email);
        await recordAudit(app.db, origin, { actorId: null, action: 'sign_in_failed', targetType: 'user', targetId: known?.id ?? null });
        request.log.info({ actor: null, target: null, action: 'login_failed' }, 'sign-in refused');
        // With a code, a wrong password is answered as a wrong code is: the answer must not tell a
        // guesser past the limit which password was right.
        throw emailCode === undefined ? invalidCredentials() : signInCodeInvalid();
      }
      // Only someone who knows the password learns the account's state.
      if (user.is_active !== 1) {
        request.log.info({ actor: user.id, target: user.id, action: 'login_deactivated' }, 'sign-in of a deactivated account refused');
        throw new HttpError(403, 'This account has been deactivated. Please contact support.', 'ACCOUNT_DEACTIVATED');
      }
      if (emailCode !== undefined && !(await checkSignInCode(user, emailCode, request.log, origin))) {
        request.log.info({ actor: null, target: user.id, action: 'login_code_failed' }, 'sign-in code refused');
        throw signInCodeInvalid();
      }
      if (user.is_verified !== 1) {
        await sendNewCode(user, request.log);
        request.log.info({ actor: user.id, target: user.id, action: 'login_unverified' }, 'sign-in before verification; new code sent');
        throw new HttpError(403, 'Please verify your email first. We sent you a new code.', 'EMAIL_NOT_VERIFIED');
      }
      // With two-factor on, the right password earns only a challenge; the session waits for the code.
      if (user.totp_enabled_at) {
        const challenge = await createChallenge(app.db, user.id, origin);
        request.log.info({ actor: user.id, target: user.id, action: 'login_two_factor_challenge' }, 'password accepted; waiting for the two-factor code');
        return { twoFactorRequired: true, challenge };
      }
      const token = await writeTransaction(app.db, async (trx) => {
        const opened = await createSession(trx, user.id, app.config.sessionDays, { origin });
        await recordAudit(trx, origin, { actorId: user.id, action: 'sign_in', targetType: 'user', targetId: user.id });
        return opened;
      });
      request.log.info({ actor: user.id, target: user.id, action: 'login' }, 'signed in');
      return { token, user: ownUserDto(app.config, user, null, await moneyFiguresOfUser(app.db, user.id)) };
    },
  );

  app.post('/auth/logout', { config: { access: 'user' }, schema: { response: { 200: messageResponseSchema } } }, async (request): Promise<MessageResponse> => {
    const user = currentUser(request);
    const sessionId = request.sessionId;
    if (sessionId) {
      await writeTransaction(app.db, async (trx) => {
        await revokeSession(trx, sessionId);
        await recordAudit(trx, originOf(request), { actorId: user.id, action: 'sign_out', targetType: 'session', targetId: sessionId });
      });
    }
    request.log.info({ actor: user.id, target: user.id, action: 'logout' }, 'signed out');
    return { message: 'Logged out successfully' };
  });
};
