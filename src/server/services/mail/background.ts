import type { FastifyBaseLogger } from 'fastify';
import { createPendingWork } from '../pending-work';
import type { MailMessage, Mailer } from './mailer';

/**
 * Sends account mail after the answer has gone out. Whether a mail is sent depends on whether the
 * account exists, so waiting for the relay would make that visible in the response time
 * (OWASP forgot-password cheat sheet; SECURITY.md 3). A failure is logged, never shown.
 * `drain` lets the app finish pending sends before it closes.
 */
export function createBackgroundMail(mailer: Mailer) {
  const pending = createPendingWork();
  return {
    send(message: MailMessage, log: FastifyBaseLogger): void {
      pending.track(mailer.send(message).catch((err: unknown) => log.error({ err, subject: message.subject }, 'mail could not be sent')));
    },
    /**
     * Sends a batch and resolves when every mail of it has been tried: a caller with 100,000 mails
     * awaits each batch, so only one batch is in flight (and in memory) at a time.
     */
    async sendBatch(messages: readonly MailMessage[], log: FastifyBaseLogger): Promise<void> {
      const batch = Promise.all(
        messages.map((message) => mailer.send(message).catch((err: unknown) => log.error({ err, subject: message.subject }, 'mail could not be sent'))),
      ).then(() => undefined);
      pending.track(batch);
      await batch;
    },
    drain: pending.drain,
  };
}

export type BackgroundMail = ReturnType<typeof createBackgroundMail>;
