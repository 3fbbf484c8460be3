import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isDatabaseBusy } from '../../db/database-busy';
import type { Database } from '../../db/schema';
import { addToInbox, type InboxEntry } from '../../notifications/inbox';
import { enqueueMail, type QueuedMail } from '../../notifications/outbox';
import { writeTransaction } from '../../db/transaction';
import { createPendingWork } from '../pending-work';

const BUSY_TRIES = 5;
const BUSY_PAUSE_MS = 1000;

/**
 * Writes mail to the outbox (and the event's inbox messages) after an event has committed, for events whose transaction does not write
 * it itself; the outbox worker delivers it (retrying while the relay is down). A failed write is
 * logged; `drain` lets the app finish pending writes before it closes.
 */
export function createBackgroundMail(db: Kysely<Database>) {
  const pending = createPendingWork();
  const write = async (mails: readonly QueuedMail[], inbox: readonly InboxEntry[], log: FastifyBaseLogger) => {
    for (let tries = 1; ; tries += 1) {
      try {
        return await writeTransaction(db, async (trx) => {
          await enqueueMail(trx, mails);
          await addToInbox(trx, inbox);
        });
      } catch (err) {
        // Another process held SQLite's write lock past busy_timeout: nothing was written, so try again.
        if (isDatabaseBusy(err) && tries < BUSY_TRIES) {
          log.warn({ err, tries }, 'database busy: mail waits to be written to the outbox');
          await new Promise((resolve) => setTimeout(resolve, BUSY_PAUSE_MS));
          continue;
        }
        log.error({ err, subject: mails[0]?.message.subject, count: mails.length }, 'mail could not be written to the outbox');
        return;
      }
    }
  };
  return {
    /** Writes a mail, and the inbox messages of the same event with it. */
    send(mail: QueuedMail, log: FastifyBaseLogger, inbox: readonly InboxEntry[] = []): void {
      pending.track(write([mail], inbox, log));
    },
    /** Writes a batch; a caller with 100,000 mails awaits each batch, so one batch at a time is in memory. */
    async sendBatch(mails: readonly QueuedMail[], log: FastifyBaseLogger, inbox: readonly InboxEntry[] = []): Promise<void> {
      const batch = write(mails, inbox, log);
      pending.track(batch);
      await batch;
    },
    drain: pending.drain,
  };
}

export type BackgroundMail = ReturnType<typeof createBackgroundMail>;
