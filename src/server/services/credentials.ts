import type { Kysely } from 'kysely';
import { findUserByEmail } from '../db/repositories/users';
import type { Database, UserRow } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import { randomToken } from './tokens';

// A hash of a password nobody knows, made once per process: an unknown email is checked against
// it so that it costs one argon2 verification, exactly like a known email (SECURITY.md 2).
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomToken()));

/** The account behind the email when the password is right; null for a wrong password or an unknown email alike. */
export async function checkCredentials(db: Kysely<Database>, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    await verifyPassword(await getDummyHash(), password);
    return null;
  }
  return (await verifyPassword(user.password_hash, password)) ? user : null;
}
