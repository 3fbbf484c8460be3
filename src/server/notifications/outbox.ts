import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import { newId, nowIso } from '../db/ids';
import type { Database } from '../db/schema';
import { afterCommit } from '../db/transaction';
import type { MailMessage } from '../services/mail/mailer';
import type { SmsMessage } from './sms/sms-sender';

/** Tells this process's delivery workers that a message was committed, so it leaves at once instead of at the next poll. */
export const outboxWritten = new EventEmitter();
outboxWritten.setMaxListeners(0);

export interface QueuedMail {
  message: MailMessage;
  /** Names the event and the recipient: the same key twice is one message (an event that runs again sends nothing more). */
  dedupeKey: string;
  userId?: string | null;
  /** A code or a link that signs in: wiped from the row once delivered or given up. */
  secret?: boolean;
}

export interface QueuedSms {
  message: SmsMessage;
  /** What the SMS is about, for admins' lists: never the text, which may hold a code. */
  subject: string;
  dedupeKey: string;
  userId?: string | null;
  secret?: boolean;
}

type OutboxEntry = { channel: 'email' | 'sms'; recipient: string; subject: string; payload: object } & Pick<QueuedMail, 'dedupeKey' | 'userId' | 'secret'>;

async function enqueue(trx: Kysely<Database>, entries: readonly OutboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const now = nowIso();
  await trx
    .insertInto('outbox')
    .values(
      entries.map((entry) => ({
        id: newId(),
        dedupe_key: entry.dedupeKey,
        channel: entry.channel,
        recipient: entry.recipient,
        user_id: entry.userId ?? null,
        subject: entry.subject,
        payload: JSON.stringify(entry.payload),
        secret: entry.secret ? 1 : 0,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
  afterCommit(trx, () => outboxWritten.emit('written'));
}

/**
 * Writes mail into the outbox inside the caller's transaction, so it is sent if and only if the
 * event commits. Delivery happens after the commit, by the outbox worker.
 */
export async function enqueueMail(trx: Kysely<Database>, mails: QueuedMail | readonly QueuedMail[]): Promise<void> {
  const list = Array.isArray(mails) ? (mails as readonly QueuedMail[]) : [mails as QueuedMail];
  await enqueue(
    trx,
    list.map((mail) => ({ ...mail, channel: 'email', recipient: mail.message.to, subject: mail.message.subject, payload: mail.message })),
  );
}

/** Writes an SMS into the outbox inside the caller's transaction, as enqueueMail does mail. */
export async function enqueueSms(trx: Kysely<Database>, sms: QueuedSms): Promise<void> {
  await enqueue(trx, [{ ...sms, channel: 'sms', recipient: sms.message.to, payload: sms.message }]);
}

/** A dedupe key for a message its event sends once by itself (a code, an alert): `what` plus a fresh id, or the event's own. */
export function messageKey(what: string, id: string = newId()): string {
  return `${what}:${id}`;
}
