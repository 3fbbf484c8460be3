import type { Kysely } from 'kysely';
import { newId, nowIso } from '../db/ids';
import type { Database } from '../db/schema';
import { eightDigitCode, randomToken, sameHash, sha256 } from './tokens';

/** SECURITY.md 4: a reset link works once, for 30 minutes; the code in the same mail shares both. */
export const RESET_TTL_MS = 30 * 60 * 1000;
/** SECURITY.md 4: the 5th wrong code burns the code (not the link, which cannot be guessed). */
export const MAX_RESET_CODE_ATTEMPTS = 5;
/**
 * Wrong codes an account may get in a day, over every reset it asked for. With the per-row limit
 * alone, asking for a new mail every few minutes would give an attacker 5 guesses each time;
 * with this, 8 digits take some 10 million days to guess. Counted in the database, so a restart
 * or a second API process does not reset it.
 */
export const MAX_RESET_CODE_FAILURES_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface IssuedReset {
  /** For the link. */
  token: string;
  /** The 8 digits typed when the link does not open the form. */
  code: string;
}

/**
 * A new reset token and code for the user; earlier unused links and codes stop working, so only
 * the newest mail counts. Returns both in plain for the mail; only their hashes are stored.
 */
export async function issueResetToken(db: Kysely<Database>, userId: string): Promise<IssuedReset> {
  const token = randomToken();
  const code = eightDigitCode();
  const now = Date.now();
  await db
    .updateTable('password_resets')
    .set({ used_at: new Date(now).toISOString() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('password_resets')
    .values({
      id: newId(),
      user_id: userId,
      token_hash: sha256(token),
      code_hash: sha256(code),
      expires_at: new Date(now + RESET_TTL_MS).toISOString(),
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return { token, code };
}

/** The id of the user's unused, unexpired reset row for this token, or null. */
export async function findValidReset(db: Kysely<Database>, userId: string, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('password_resets')
    .select('id')
    .where('token_hash', '=', sha256(token))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row?.id ?? null;
}

/** `none`: no reset with a code waits for this user (never asked for, or already used or replaced). */
export type ResetCodeCheck = { status: 'valid'; resetId: string } | { status: 'wrong'; triesLeft: number } | { status: 'expired' } | { status: 'none' };

/** Wrong codes counted on the user's reset rows of the last day. */
async function failuresToday(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.sum<number | string | null>('attempts').as('total'))
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(Date.now() - DAY_MS).toISOString())
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Checks an 8-digit code against the user's newest reset. A right code is not spent here: it gives
 * the row's id, which consumeReset spends with the password change, exactly as for a token. A
 * wrong one is counted by a conditional update, so parallel guesses cannot pass the limits. Run it
 * inside a write transaction.
 */
export async function checkResetCode(db: Kysely<Database>, userId: string, code: string): Promise<ResetCodeCheck> {
  const row = await db
    .selectFrom('password_resets')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    // issueResetToken leaves at most one unused row per user: the newest one.
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  // Read on every path, a pending reset or none: the same queries whether or not the account has one, so
  // the answer's time does not tell (the timing-parity test met the extra read as ~1 ms).
  const failures = await failuresToday(db, userId);
  if (!row?.code_hash) return { status: 'none' };
  if (row.expires_at <= nowIso() || row.attempts >= MAX_RESET_CODE_ATTEMPTS) return { status: 'expired' };
  if (failures >= MAX_RESET_CODE_FAILURES_PER_DAY) return { status: 'expired' };

  if (sameHash(sha256(code), row.code_hash)) return { status: 'valid', resetId: row.id };

  const counted = await db
    .updateTable('password_resets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', MAX_RESET_CODE_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) return { status: 'expired' };
  return { status: 'wrong', triesLeft: MAX_RESET_CODE_ATTEMPTS - counted.attempts };
}

/**
 * Marks the reset used; false when another request used it first. The condition on used_at makes
 * two parallel resets with one link (or code) change the password only once.
 */
export async function consumeReset(db: Kysely<Database>, resetId: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: nowIso() })
    .where('id', '=', resetId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
