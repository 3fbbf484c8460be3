import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { sha256 } from '../tokens';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: the codes are written down on paper and typed back in.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** "abcde-fghjk": 10 characters (about 50 bits), a dash for reading. */
function newRecoveryCode(): string {
  let text = '';
  for (let i = 0; i < 10; i += 1) text += ALPHABET[randomInt(ALPHABET.length)];
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** The form a typed recovery code is hashed in: case, dashes and spaces do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code));

/** Replaces the user's recovery codes with 10 new ones; returns them in plain text, once. */
export async function replaceRecoveryCodes(db: Kysely<Database>, userId: string): Promise<string[]> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = nowIso();
  await db
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ id: newId(), user_id: userId, code_hash: sha256(normaliseRecoveryCode(code)), used_at: null, created_at: now })))
    .execute();
  return codes;
}

/** Spends one unused recovery code; a conditional update, so two parallel uses cannot both succeed. */
export async function useRecoveryCode(db: Kysely<Database>, userId: string, code: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', sha256(normaliseRecoveryCode(code)))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteRecoveryCodes(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}
