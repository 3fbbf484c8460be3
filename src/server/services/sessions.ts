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
    .select(['sessions.id as session_id', 'sessions.two_factor_at as session_two_factor_at'])
    .where('sessions.token_hash', '=', sha256(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', nowIso())
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const { session_id: sessionId, session_two_factor_at: twoFactorAt, ...user } = row;
  return { sessionId, user, twoFactorAt };
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** After a password reset or a deactivation every device has to sign in again. */
export async function revokeAllSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
