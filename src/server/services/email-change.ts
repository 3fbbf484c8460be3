import type { Kysely } from 'kysely';
import { findUserByEmail, isUniqueViolation, userSearchText } from '../db/repositories/users';
import { nowIso } from '../db/ids';
import type { Database, UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import { recordAudit, type RequestOrigin } from './audit';
import { checkEmailCode, pendingCodeTarget, type CodeCheck } from './email-codes';
import { verifyPassword } from './passwords';
import { revokeOtherSessions } from './sessions';

/**
 * An email change is the first step of an account takeover (new address, then a password
 * reset), so it needs the current password and a code from the new mailbox, and the old address
 * hears about it. These are the checks and the final write; the routes hold the HTTP side.
 */

export const emailTaken = () => new HttpError(409, 'This email is already used by another account.', 'EMAIL_TAKEN');

const PASSWORD_REQUIRED = 'Enter your current password to change your email.';
const PASSWORD_WRONG = 'The current password is not correct.';

/** A stolen session (token only) stops here: a new address needs the account's password. */
export async function assertCurrentPassword(user: UserRow, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) throw new HttpError(400, PASSWORD_REQUIRED, 'CURRENT_PASSWORD_REQUIRED', { currentPassword: PASSWORD_REQUIRED });
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    throw new HttpError(401, PASSWORD_WRONG, 'CURRENT_PASSWORD_WRONG', { currentPassword: PASSWORD_WRONG });
  }
}

/** The address waiting for its code, or null when no change is pending (or its code is spent). */
export async function pendingEmail(db: Kysely<Database>, userId: string): Promise<string | null> {
  return (await pendingCodeTarget(db, userId, 'email_change'))?.new_email ?? null;
}

export type ConfirmResult = { status: 'changed'; oldEmail: string; newEmail: string; revoked: number } | Exclude<CodeCheck, { status: 'valid' }>;

/**
 * Applies the pending change when `code` is right: inside the caller's write transaction, so the
 * new address, the other sessions' end and the audit record commit together. A wrong code is
 * counted (returned, not thrown, so the count is kept); an address taken meanwhile throws 409.
 */
export async function confirmEmailChange(trx: Kysely<Database>, me: UserRow, sessionId: string, code: string, origin: RequestOrigin): Promise<ConfirmResult> {
  const newEmail = await pendingEmail(trx, me.id);
  const check = await checkEmailCode(trx, me.id, code, 'email_change');
  if (check.status !== 'valid') return check;
  if (!newEmail) return { status: 'expired' };
  const holder = await findUserByEmail(trx, newEmail);
  if (holder && holder.id !== me.id) throw emailTaken();
  const now = nowIso();
  try {
    await trx
      .updateTable('users')
      .set({ email: newEmail, email_changed_at: now, updated_at: now, search_text: userSearchText({ ...me, email: newEmail }) })
      .where('id', '=', me.id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const revoked = await revokeOtherSessions(trx, me.id, sessionId);
  await recordAudit(trx, origin, {
    actorId: me.id,
    action: 'email_changed',
    targetType: 'user',
    targetId: me.id,
    before: { email: me.email },
    after: { email: newEmail, otherSessionsRevoked: revoked },
  });
  return { status: 'changed', oldEmail: me.email, newEmail, revoked };
}
