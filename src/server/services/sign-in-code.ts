import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { nowIso } from '../db/ids';
import { findUserByEmail } from '../db/repositories/users';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import { enqueueMail, messageKey } from '../notifications/outbox';
import { recordAudit, type RequestOrigin } from './audit';
import { issueEmailCode, MAX_CODE_ATTEMPTS } from './email-codes';
import { signInCodeMail } from './mail/sign-in-code-mail';

/** At most one sign-in code mail a minute per account, however often the limit is hit. */
const SIGN_IN_CODE_GAP_MS = 60 * 1000;

/**
 * Mails a sign-in code to a known active account unless it has one that still works (or got one
 * in the last minute): asking again does not replace the code in the owner's mailbox. Unknown
 * accounts get nothing.
 */
export async function sendSignInCode(db: Kysely<Database>, email: string, origin: RequestOrigin, log: FastifyBaseLogger): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (user?.is_active !== 1) return;
  const mailed = await writeTransaction(db, async (trx) => {
    const recent = await trx
      .selectFrom('email_codes')
      .select('id')
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'sign_in')
      .where((eb) =>
        eb.or([
          eb('created_at', '>', new Date(Date.now() - SIGN_IN_CODE_GAP_MS).toISOString()),
          eb.and([eb('used_at', 'is', null), eb('expires_at', '>', nowIso()), eb('attempts', '<', MAX_CODE_ATTEMPTS)]),
        ]),
      )
      .executeTakeFirst();
    if (recent) return false;
    const code = await issueEmailCode(trx, user.id, 'sign_in');
    await enqueueMail(trx, { message: signInCodeMail(user, code), dedupeKey: messageKey('sign-in-code'), userId: user.id, secret: true });
    await recordAudit(trx, origin, { actorId: null, action: 'sign_in_code_sent', targetType: 'user', targetId: user.id });
    return true;
  });
  if (mailed) log.info({ actor: null, target: user.id, action: 'sign_in_code_sent' }, 'sign-in limit reached; code mailed');
}
