import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { RequestOrigin } from '../audit';
import { randomToken, sha256 } from '../tokens';

/** Like an email code: 10 minutes, and the 5th wrong code burns the challenge (SECURITY.md 4). */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const MAX_CHALLENGE_ATTEMPTS = 5;

/** A right password waiting for its second factor; returns the token for the client, stores its hash. */
export async function createChallenge(db: Kysely<Database>, userId: string, origin: RequestOrigin): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db
    .insertInto('sign_in_challenges')
    .values({
      id: newId(),
      user_id: userId,
      token_hash: sha256(token),
      ip: origin.ip,
      user_agent: origin.userAgent,
      expires_at: new Date(now + CHALLENGE_TTL_MS).toISOString(),
      used_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return token;
}

export interface OpenChallenge {
  id: string;
  userId: string;
}

/** The unused, unexpired, unburnt challenge behind a token, or null. */
export async function findChallenge(db: Kysely<Database>, token: string): Promise<OpenChallenge | null> {
  const row = await db
    .selectFrom('sign_in_challenges')
    .select(['id', 'user_id'])
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .where('attempts', '<', MAX_CHALLENGE_ATTEMPTS)
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id } : null;
}

/** Marks the challenge used; false when a parallel request already did (or burnt it). */
export async function spendChallenge(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('sign_in_challenges')
    .set({ used_at: nowIso() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', MAX_CHALLENGE_ATTEMPTS)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Counts a wrong code; returns the tries left (0: the challenge is burnt). */
export async function countWrongCode(db: Kysely<Database>, id: string): Promise<number> {
  const counted = await db
    .updateTable('sign_in_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', MAX_CHALLENGE_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  return counted ? MAX_CHALLENGE_ATTEMPTS - counted.attempts : 0;
}
