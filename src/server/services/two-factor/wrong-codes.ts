import { sql, type Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import { enqueueMail, messageKey } from '../../notifications/outbox';
import { twoFactorFailuresMail } from '../mail/account-change-templates';
import { checkSecondFactor, type SecondFactor } from './account-codes';
import type { SecretBox } from './secret-box';

/** Five wrong codes forgive typos and a phone's clock; then the account takes none for 15 minutes. */
export const MAX_WRONG_CODES = 5;
export const WRONG_CODE_WINDOW_MS = 15 * 60 * 1000;

export type CountedCheck =
  | { result: 'right'; factor: Exclude<SecondFactor, null> }
  /** `alert`: this wrong code was the account's fifth in the window (once per burst); the owner's mail is written with it. */
  | { result: 'wrong'; alert: boolean }
  | { result: 'locked'; retryAfterSeconds: number };

/**
 * Claims one try of the account's window before the code is checked: a conditional upsert, so
 * parallel guesses (any number of challenges or processes) get at most MAX_WRONG_CODES checks, and
 * the counter lives in the database. Null when the window's tries are used up.
 */
async function claimTry(db: Kysely<Database>, userId: string, nowMs: number): Promise<number | null> {
  const now = new Date(nowMs).toISOString();
  const windowStart = new Date(nowMs - WRONG_CODE_WINDOW_MS).toISOString();
  const claimed = await sql<{ failures: number }>`
    insert into two_factor_failures (user_id, failures, window_started_at) values (${userId}, 1, ${now})
    on conflict (user_id) do update set
      failures = case when two_factor_failures.window_started_at <= ${windowStart} then 1 else two_factor_failures.failures + 1 end,
      window_started_at = case when two_factor_failures.window_started_at <= ${windowStart} then ${now} else two_factor_failures.window_started_at end
    where two_factor_failures.window_started_at <= ${windowStart} or two_factor_failures.failures < ${MAX_WRONG_CODES}
    returning failures`.execute(db);
  const row = claimed.rows[0];
  return row ? Number(row.failures) : null;
}

async function secondsLeft(db: Kysely<Database>, userId: string, nowMs: number): Promise<number> {
  const row = await db.selectFrom('two_factor_failures').select('window_started_at').where('user_id', '=', userId).executeTakeFirst();
  const ends = row ? Date.parse(row.window_started_at) + WRONG_CODE_WINDOW_MS : nowMs;
  return Math.max(1, Math.ceil((ends - nowMs) / 1000));
}

/**
 * An authenticator or recovery code, counted per account: right resets the count; the fifth wrong
 * one in 15 minutes locks the account's code checks until the window ends, and mails the owner.
 * Run it inside the caller's write transaction (the claim, the check and the mail commit together).
 */
export async function checkSecondFactorCounted(db: Kysely<Database>, box: SecretBox, user: UserRow, code: string, nowMs = Date.now()): Promise<CountedCheck> {
  const claimed = await claimTry(db, user.id, nowMs);
  if (claimed === null) return { result: 'locked', retryAfterSeconds: await secondsLeft(db, user.id, nowMs) };
  const factor = await checkSecondFactor(db, box, user, code, nowMs);
  if (factor) {
    await db.deleteFrom('two_factor_failures').where('user_id', '=', user.id).execute();
    return { result: 'right', factor };
  }
  const alert = claimed === MAX_WRONG_CODES;
  if (alert) await enqueueMail(db, { message: twoFactorFailuresMail(user, MAX_WRONG_CODES, new Date(nowMs)), dedupeKey: messageKey('two-factor-failures'), userId: user.id });
  return { result: 'wrong', alert };
}

/** A password reset starts the owner afresh: whoever typed the wrong codes knew the old password. */
export async function forgetWrongCodes(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('two_factor_failures').where('user_id', '=', userId).execute();
}

/** 429 while the account takes no codes; the caller sets Retry-After. */
export function codesLocked(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(429, `Too many wrong two-factor codes for this account. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`, 'TWO_FACTOR_LOCKED');
}
