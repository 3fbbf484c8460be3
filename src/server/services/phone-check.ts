import type { Kysely } from 'kysely';
import { nowIso } from '../db/ids';
import type { Database, UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import { messageKey, enqueueSms } from '../notifications/outbox';
import { phoneCodeSms } from '../notifications/sms/notice-sms';
import { checkedPhone, smsNumber } from '../notifications/sms/sms-number';
import { recordAudit, type RequestOrigin } from './audit';
import { checkEmailCode, issueEmailCode, pendingCodeTarget, type CodeCheck } from './email-codes';
import { languageOf } from './mail/templates';

/** The profile's phone as an SMS number, or the reason a code cannot go to it. */
function phoneToCheck(user: UserRow): string {
  const number = smsNumber(user.phone);
  if (!user.phone) throw new HttpError(400, 'Add your mobile number to your profile first.', 'PHONE_MISSING');
  if (!number) throw new HttpError(400, 'Your profile phone is not a mobile number we can send an SMS to. Edit it to a number like 01712-345678.', 'PHONE_NOT_MOBILE');
  if (checkedPhone(user) === number) throw new HttpError(409, 'This phone number is already checked.', 'PHONE_ALREADY_CHECKED');
  return number;
}

/**
 * Sends a 6-digit code by SMS to the profile's phone, in the caller's transaction: the code row and
 * the SMS commit together, and the SMS leaves through the outbox. Returns the number it went to.
 */
export async function sendPhoneCode(trx: Kysely<Database>, user: UserRow): Promise<string> {
  const number = phoneToCheck(user);
  const code = await issueEmailCode(trx, user.id, 'phone', { phone: number });
  const language = languageOf(user);
  await enqueueSms(trx, {
    message: { to: number, text: phoneCodeSms(code, language) },
    // What admins see of it in the Messages tab, in the person's language like a mail's subject.
    subject: language === 'bn' ? 'ফোন যাচাইয়ের কোড' : 'Phone check code',
    dedupeKey: messageKey('phone-code'),
    userId: user.id,
    secret: true,
  });
  return number;
}

export type PhoneCheckResult = { status: 'checked'; number: string } | Exclude<CodeCheck, { status: 'valid' }>;

/**
 * Marks the phone checked when `code` is the one sent to it, in the caller's transaction. A code
 * sent to a number the profile no longer names does not check the new one.
 */
export async function confirmPhoneCode(trx: Kysely<Database>, user: UserRow, code: string, origin: RequestOrigin): Promise<PhoneCheckResult> {
  const number = (await pendingCodeTarget(trx, user.id, 'phone'))?.sent_to_phone ?? null;
  const check = await checkEmailCode(trx, user.id, code, 'phone');
  if (check.status !== 'valid') return check;
  if (!number || number !== smsNumber(user.phone)) return { status: 'expired' };
  const now = nowIso();
  await trx.updateTable('users').set({ phone_verified: number, updated_at: now }).where('id', '=', user.id).execute();
  await recordAudit(trx, origin, { actorId: user.id, action: 'phone_verified', targetType: 'user', targetId: user.id, after: { phone: number } });
  return { status: 'checked', number };
}
