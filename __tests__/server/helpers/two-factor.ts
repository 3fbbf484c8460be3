import type { Kysely } from 'kysely';
import type { Config } from '../../../src/server/config';
import type { Database } from '../../../src/server/db/schema';
import { secretBoxFor } from '../../../src/server/services/two-factor/secret-box';
import { generateTotpSecret, totpCode as codeAt, TOTP_STEP_SECONDS } from '../../../src/server/services/two-factor/totp';

/** The authenticator code for `secret` at `time` (default now), as the user's phone would show it. */
export function totpCode(secret: string, time: number | Date = Date.now()): string {
  return codeAt(secret, typeof time === 'number' ? time : time.getTime());
}

/** A code of the next 30-second step: a fresh one when the current step's code was already used. */
export const nextTotpCode = (secret: string) => totpCode(secret, Date.now() + TOTP_STEP_SECONDS * 1000);

// createTestContext registers its config per database, so helpers that take only `db` can seal
// secrets with the key the app under test will open them with.
const configs = new WeakMap<Kysely<Database>, Config>();

export function registerTestConfig(db: Kysely<Database>, config: Config): void {
  configs.set(db, config);
}

/** Two-factor columns of an account with an enrolled, enabled authenticator; the plain secret for tests. */
export async function enrolledTwoFactor(db: Kysely<Database>): Promise<{ secret: string; columns: { totp_secret: string; totp_enabled_at: string } } | null> {
  const config = configs.get(db);
  if (!config) return null;
  const secret = generateTotpSecret();
  const box = await secretBoxFor(config);
  return { secret, columns: { totp_secret: box.seal(secret), totp_enabled_at: new Date().toISOString() } };
}
