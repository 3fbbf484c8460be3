import type { Kysely } from 'kysely';
import type { WithdrawalHold, WithdrawalHoldReason } from '../../../shared/withdrawal-types';
import type { Database } from '../../db/schema';

/**
 * How long after a cause a withdrawal is still held for review: a day gives the owner
 * time to read the mails about a changed password or email, or about money asked for to new
 * payout details, and to tell support before the admin pays.
 */
export const HOLD_MS = 24 * 60 * 60 * 1000;

/** Reasons in a fixed order, so the stored text and the DTO read the same whatever was found first. */
const ORDER: WithdrawalHoldReason[] = ['new-payout-details', 'password-changed', 'email-changed'];

/**
 * The hold of a request made `now` to `payoutKey`, or null. Read inside the request's transaction:
 * the first use of the details is the earliest earlier withdrawal of this investor to them (any
 * status: a cancelled request was still mailed to the owner), or this request itself.
 */
export async function safetyHold(trx: Kysely<Database>, userId: string, payoutKey: string, now: string): Promise<WithdrawalHold | null> {
  const user = await trx.selectFrom('users').select(['password_changed_at', 'email_changed_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  const firstUse = await trx
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.min<string>('created_at').as('at'))
    .where('user_id', '=', userId)
    .where('payout_key', '=', payoutKey)
    .executeTakeFirst();
  const nowMs = Date.parse(now);
  const causes: [WithdrawalHoldReason, string | null][] = [
    ['new-payout-details', firstUse?.at ?? now],
    ['password-changed', user.password_changed_at],
    ['email-changed', user.email_changed_at],
  ];
  const recent = causes.filter((cause): cause is [WithdrawalHoldReason, string] => cause[1] !== null && nowMs - Date.parse(cause[1]) < HOLD_MS);
  if (recent.length === 0) return null;
  const newest = Math.max(...recent.map(([, at]) => Date.parse(at)));
  return { reasons: ORDER.filter((reason) => recent.some(([r]) => r === reason)), until: new Date(newest + HOLD_MS).toISOString() };
}

/** The hold as the row stores it (comma-separated reasons, the end) and back. */
export const holdColumns = (hold: WithdrawalHold | null) => ({ hold_reasons: hold ? hold.reasons.join(',') : null, hold_until: hold?.until ?? null });

export function holdOf(row: { hold_reasons: string | null; hold_until: string | null }): WithdrawalHold | null {
  if (!row.hold_reasons || !row.hold_until) return null;
  return { reasons: row.hold_reasons.split(',') as WithdrawalHoldReason[], until: row.hold_until };
}
