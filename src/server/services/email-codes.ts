import type { Kysely } from 'kysely';
import { newId, nowIso } from '../db/ids';
import type { Database, EmailCodePurpose } from '../db/schema';
import { sameHash, sha256, sixDigitCode } from './tokens';

/** SECURITY.md 4: a code lives 10 minutes and the 5th wrong try burns it. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

/** Where a code went when that is not the account's address: a new address, or a phone by SMS. */
export type CodeTarget = string | { phone: string };

/**
 * A new code for the user and purpose (sign-up by default); every earlier unused code of that
 * purpose stops working, so only the code in the newest message is valid. Returns the plain code for
 * the message; only its hash is stored. Run it inside the caller's write transaction.
 */
export async function issueEmailCode(db: Kysely<Database>, userId: string, purpose: EmailCodePurpose = 'verify', target: CodeTarget | null = null): Promise<string> {
  const code = sixDigitCode();
  const now = Date.now();
  await db
    .updateTable('email_codes')
    .set({ used_at: new Date(now).toISOString() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('email_codes')
    .values({
      id: newId(),
      user_id: userId,
      code_hash: sha256(code),
      expires_at: new Date(now + CODE_TTL_MS).toISOString(),
      created_at: new Date(now).toISOString(),
      purpose,
      new_email: typeof target === 'string' ? target : null,
      sent_to_phone: typeof target === 'object' && target ? target.phone : null,
    })
    .execute();
  return code;
}

/** Where the user's unused code of `purpose` went (its new address or phone), or undefined when none waits (never sent, spent or replaced). */
export async function pendingCodeTarget(db: Kysely<Database>, userId: string, purpose: EmailCodePurpose) {
  return db
    .selectFrom('email_codes')
    .select(['new_email', 'sent_to_phone'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .executeTakeFirst();
}

export type CodeCheck = { status: 'valid' } | { status: 'wrong'; triesLeft: number } | { status: 'expired' };

/**
 * Checks the user's newest code and consumes it when right. The counters are conditional updates
 * in the database, so parallel guesses cannot exceed the limit and a restart does not reset them.
 * Run it inside the caller's write transaction.
 */
export async function checkEmailCode(db: Kysely<Database>, userId: string, code: string, purpose: EmailCodePurpose = 'verify'): Promise<CodeCheck> {
  const row = await db
    .selectFrom('email_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    // issueEmailCode leaves at most one unused code per user and purpose: the newest one.
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  const now = nowIso();
  if (!row || row.expires_at <= now || row.attempts >= MAX_CODE_ATTEMPTS) return { status: 'expired' };

  if (sameHash(sha256(code), row.code_hash)) {
    const used = await db
      .updateTable('email_codes')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('attempts', '<', MAX_CODE_ATTEMPTS)
      .executeTakeFirst();
    return used.numUpdatedRows === 1n ? { status: 'valid' } : { status: 'expired' };
  }

  const counted = await db
    .updateTable('email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) return { status: 'expired' };
  return { status: 'wrong', triesLeft: MAX_CODE_ATTEMPTS - counted.attempts };
}

/**
 * True when `code` is the code that verified the account (the last one consumed): a repeated
 * verify, e.g. a double submit, succeeds without telling strangers which addresses are verified.
 */
export async function isConsumedEmailCode(db: Kysely<Database>, userId: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('email_codes')
    .select('code_hash')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'verify')
    .where('used_at', 'is not', null)
    .orderBy('used_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined && sameHash(sha256(code), row.code_hash);
}
