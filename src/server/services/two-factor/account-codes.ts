import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import type { SecretBox } from './secret-box';
import { useRecoveryCode } from './recovery-codes';
import { matchTotp } from './totp';

export type SecondFactor = 'authenticator' | 'recovery_code' | null;

/**
 * Checks an authenticator code (accepted once: the step is stored with a conditional update, so a
 * replay, even a parallel one, fails) or else a single-use recovery code. Run it inside the
 * caller's write transaction. Returns which kind matched, or null.
 */
export async function checkSecondFactor(db: Kysely<Database>, box: SecretBox, user: UserRow, code: string, nowMs = Date.now()): Promise<SecondFactor> {
  if (!user.totp_secret) return null;
  const lastStep = user.totp_last_step === null ? null : Number(user.totp_last_step);
  const step = matchTotp(box.open(user.totp_secret), code.trim(), nowMs, lastStep);
  if (step !== null) {
    const claimed = await db
      .updateTable('users')
      .set({ totp_last_step: step })
      .where('id', '=', user.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return claimed.numUpdatedRows > 0n ? 'authenticator' : null;
  }
  return (await useRecoveryCode(db, user.id, code)) ? 'recovery_code' : null;
}
