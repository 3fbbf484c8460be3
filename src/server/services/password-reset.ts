import type { Kysely } from 'kysely';
import { newId, nowIso } from '../db/ids';
import type { Database } from '../db/schema';
import { randomToken, sha256 } from './tokens';

/** SECURITY.md 4: a reset link works once, for 30 minutes. */
export const RESET_TTL_MS = 30 * 60 * 1000;

/**
 * A new reset token for the user; earlier unused links stop working, so only the newest mail
 * counts. Returns the plain token for the link; only its hash is stored.
 */
export async function issueResetToken(db: Kysely<Database>, userId: string): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db.updateTable('password_resets').set({ used_at: new Date(now).toISOString() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  await db
    .insertInto('password_resets')
    .values({
      id: newId(),
      user_id: userId,
      token_hash: sha256(token),
      expires_at: new Date(now + RESET_TTL_MS).toISOString(),
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return token;
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

/**
 * Marks the token used; false when another request used it first. The condition on used_at makes
 * two parallel resets with one link change the password only once.
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
