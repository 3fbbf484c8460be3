import type { Kysely } from 'kysely';
import { newId, nowIso } from '../db/ids';
import type { Database, UserRow } from '../db/schema';
import type { RequestOrigin } from './audit';
import { randomToken, sha256 } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionOptions {
  /** Device and address, for the investor's list of active sessions. */
  origin?: RequestOrigin | null;
  /** The sign-in passed two-factor (an authenticator or recovery code). */
  twoFactorVerified?: boolean;
}

/** Opens a session and returns the bearer token; only its hash is stored. */
export async function createSession(db: Kysely<Database>, userId: string, days: number, options: SessionOptions = {}): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  const created = new Date(now).toISOString();
  await db
    .insertInto('sessions')
    .values({
      id: newId(),
      user_id: userId,
      token_hash: sha256(token),
      created_at: created,
      expires_at: new Date(now + days * DAY_MS).toISOString(),
      ip: options.origin?.ip ?? null,
      user_agent: options.origin?.userAgent ?? null,
      last_used_at: created,
      two_factor_at: options.twoFactorVerified ? created : null,
    })
    .execute();
  return token;
}

export interface SessionUser {
  sessionId: string;
  /** When the session was last seen; the auth plugin refreshes it at most once a minute. */
  lastUsedAt: string | null;
  user: UserRow;
  /** When this session passed two-factor; null when it has not. */
  twoFactorAt: string | null;
}

/** The active user behind a bearer token, or null when it is unknown, expired, revoked or deactivated. */
export async function findSessionUser(db: Kysely<Database>, token: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.last_used_at as session_last_used_at', 'sessions.two_factor_at as session_two_factor_at'])
    .where('sessions.token_hash', '=', sha256(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', nowIso())
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const { session_id: sessionId, session_last_used_at: lastUsedAt, session_two_factor_at: twoFactorAt, ...user } = row;
  return { sessionId, lastUsedAt, user, twoFactorAt };
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** After a password reset or a deactivation every device has to sign in again. */
export async function revokeAllSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/** The session list shows "last used" to the minute; a finer clock would mean a write per request. */
export const TOUCH_INTERVAL_MS = 60_000;

/**
 * Moves last_used_at forward when it is a minute old or more. The caller skips the call for a
 * fresh value, so most requests write nothing; the condition keeps parallel requests to one write.
 */
export async function touchSession(db: Kysely<Database>, sessionId: string, now = Date.now()): Promise<void> {
  const stale = new Date(now - TOUCH_INTERVAL_MS).toISOString();
  await db
    .updateTable('sessions')
    .set({ last_used_at: new Date(now).toISOString() })
    .where('id', '=', sessionId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', stale)]))
    .execute();
}

export function needsTouch(lastUsedAt: string | null, now = Date.now()): boolean {
  return lastUsedAt === null || Date.parse(lastUsedAt) <= now - TOUCH_INTERVAL_MS;
}

/** Signs out every other device of the user (email change, "sign out all other sessions"); returns how many. */
export async function revokeOtherSessions(db: Kysely<Database>, userId: string, keepSessionId: string): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The user's sessions that still work, most recently used first. */
export async function listActiveSessions(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .orderBy((eb) => eb.fn.coalesce('last_used_at', 'created_at'), 'desc')
    .orderBy('id', 'desc')
    .execute();
}
