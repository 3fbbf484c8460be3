import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../../src/server/db/ids';
import type { Database, UserRow } from '../../../src/server/db/schema';
import { userSearchText } from '../../../src/server/db/repositories/users';
import { hashPassword } from '../../../src/server/services/passwords';
import { createSession, type SessionOptions } from '../../../src/server/services/sessions';
import { uniqueEmail } from './auth-api';
import { enrolledTwoFactor } from './two-factor';

export interface TestUser {
  user: UserRow;
  /** The authenticator secret (base32) of an enrolled account, for `totpCode`; null without two-factor. */
  totpSecret: string | null;
  password: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject */
  headers: { authorization: string };
}

let counter = 0;
let cachedHash: { password: string; hash: string } | null = null;

/** A verified, active user with an open session; argon2 runs once per test run to keep tests fast. */
export async function createTestUser(db: Kysely<Database>, overrides: Partial<UserRow> & { password?: string } = {}, session: SessionOptions = {}): Promise<TestUser> {
  counter += 1;
  const { password = 'test password 1', ...columns } = overrides;
  if (cachedHash?.password !== password) cachedHash = { password, hash: await hashPassword(password) };
  const now = nowIso();
  const user: UserRow = {
    id: newId(),
    email: uniqueEmail('user'),
    fullname: `Test User ${counter}`,
    password_hash: cachedHash.hash,
    phone: null,
    phone_verified: null,
    nid: null,
    unique_id: `iv${counter}`,
    profile_image: null,
    role: 'investor',
    is_verified: 1,
    is_active: 1,
    language: 'en',
    created_at: now,
    updated_at: now,
    search_text: '',
    totp_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
    password_changed_at: null,
    email_changed_at: null,
    terms_accepted_at: null,
    ...columns,
  };
  user.search_text = userSearchText(user);
  // Migration tests make users on a schema from before migrations 016 and 033: those columns are left to their defaults unless set.
  const later = { terms_accepted_at: user.terms_accepted_at, phone_verified: user.phone_verified };
  const values = Object.fromEntries(Object.entries(user).filter(([column]) => !(column in later) || later[column as keyof typeof later] !== null));
  await db
    .insertInto('users')
    .values(values as UserRow)
    .execute();
  const token = await createSession(db, user.id, 30, session);
  return { user, password, totpSecret: null, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * An admin as ADMIN_2FA=required lets through: an enrolled authenticator (its secret in
 * `totpSecret`) and a session that passed two-factor. Pass `{ twoFactor: false }` for an admin
 * who has not set it up, with a session that has not passed it.
 */
export async function createTestAdmin(db: Kysely<Database>, overrides: Partial<UserRow> = {}, { twoFactor = true } = {}): Promise<TestUser> {
  const enrolled = twoFactor ? await enrolledTwoFactor(db) : null;
  const admin = await createTestUser(db, { role: 'admin', ...enrolled?.columns, ...overrides }, { twoFactorVerified: twoFactor });
  return { ...admin, totpSecret: enrolled?.secret ?? null };
}
