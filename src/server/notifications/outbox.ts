import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import { newId, nowIso } from '../db/ids';
import type { Database } from '../db/schema';
import { afterCommit } from '../db/transaction';
import type { MailMessage } from '../services/mail/mailer';

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

/**
 * Writes mail into the outbox inside the caller's transaction, so it is sent if and only if the
 * event commits. Delivery happens after the commit, by the outbox worker.
 */
export async function enqueueMail(trx: Kysely<Database>, mails: QueuedMail | readonly QueuedMail[]): Promise<void> {
  const list = Array.isArray(mails) ? (mails as readonly QueuedMail[]) : [mails as QueuedMail];
  if (list.length === 0) return;
  const now = nowIso();
  await trx
    .insertInto('outbox')
    .values(
      list.map((mail) => ({
        id: newId(),
        dedupe_key: mail.dedupeKey,
        channel: 'email' as const,
        recipient: mail.message.to,
        user_id: mail.userId ?? null,
        subject: mail.message.subject,
        payload: JSON.stringify(mail.message),
        secret: mail.secret ? 1 : 0,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
  afterCommit(trx, () => outboxWritten.emit('written'));
}

/** A dedupe key for a message its event sends once by itself (a code, an alert): `what` plus a fresh id, or the event's own. */
export function messageKey(what: string, id: string = newId()): string {
  return `${what}:${id}`;
}
