import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueMail, type QueuedMail } from '../../notifications/outbox';
import { createPendingWork } from '../pending-work';

/**
 * Writes mail to the outbox after an event has committed, for events whose transaction does not write
 * it itself; the outbox worker delivers it (retrying while the relay is down). A failed write is
 * logged; `drain` lets the app finish pending writes before it closes.
 */
export function createBackgroundMail(db: Kysely<Database>) {
  const pending = createPendingWork();
  const write = (mails: readonly QueuedMail[], log: FastifyBaseLogger) =>
    enqueueMail(db, mails).catch((err: unknown) => log.error({ err, subject: mails[0]?.message.subject, count: mails.length }, 'mail could not be written to the outbox'));
  return {
    send(mail: QueuedMail, log: FastifyBaseLogger): void {
      pending.track(write([mail], log));
    },
    /** Writes a batch; a caller with 100,000 mails awaits each batch, so one batch at a time is in memory. */
    async sendBatch(mails: readonly QueuedMail[], log: FastifyBaseLogger): Promise<void> {
      const batch = write(mails, log);
      pending.track(batch);
      await batch;
    },
    drain: pending.drain,
  };
}

export type BackgroundMail = ReturnType<typeof createBackgroundMail>;
