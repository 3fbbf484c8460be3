import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { newId } from '../db/ids';
import type { Database, OutboxRow } from '../db/schema';
import { isDatabaseBusy } from '../db/database-busy';
import type { MailMessage, Mailer } from '../services/mail/mailer';
import type { SmsMessage, SmsSender } from './sms/sms-sender';
import { claimDue, markFailedTry, markSent } from './outbox-claims';
import { outboxWritten } from './outbox';
import { withTimeout } from '../with-timeout';

export interface OutboxOptions {
  /** The pause before the first retry; each later one doubles, up to an hour. */
  firstRetryMs: number;
  /** Tries before a message is given up and shown to admins. */
  maxAttempts?: number;
  /** How often the worker looks for due messages another process wrote or a retry made due. */
  pollMs?: number;
  /** Messages claimed and sent together. */
  batch?: number;
  /** How long a claim holds: longer than any send may take (sendTimeoutMs), so no live send loses its claim. */
  leaseMs?: number;
  sendTimeoutMs?: number;
}

/** A sender for each channel. */
export interface OutboxSenders {
  email: Mailer;
  sms: SmsSender;
}

const DEFAULTS = { maxAttempts: 10, pollMs: 1_000, batch: 20, leaseMs: 5 * 60_000, sendTimeoutMs: 60_000 };

/**
 * Delivers the outbox: claims due messages, sends each, and records the outcome. At least once: a
 * process killed after sending but before recording sends that message again when its claim lapses;
 * never twice at once, because a message has one live claim.
 */
export class OutboxWorker {
  private readonly id = newId();
  private readonly options: Required<OutboxOptions>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closing = false;
  private readonly onWritten = () => this.wake();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly senders: OutboxSenders,
    private readonly log: FastifyBaseLogger,
    options: OutboxOptions,
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Delivers now and then every pollMs, and as soon as this process commits a message; the timer never keeps the process alive. */
  start(): void {
    if (this.timer || this.closing) return;
    outboxWritten.on('written', this.onWritten);
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Runs a delivery round, or one more after the current one. */
  wake(): void {
    if (this.closing) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverAll().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Resolves when nothing due is left undelivered by this worker (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async deliverAll(): Promise<void> {
    try {
      for (;;) {
        if (this.closing) return;
        const claimed = await claimDue(this.db, this.id, this.options.batch, this.options.leaseMs);
        await Promise.all(claimed.map((row) => this.deliver(row)));
        if (claimed.length < this.options.batch) return;
      }
    } catch (err) {
      if (isDatabaseBusy(err)) this.log.warn({ err }, 'database busy: outbox delivery waits for the next round');
      else this.log.error({ err }, 'outbox delivery round failed');
    }
  }

  private async deliver(row: OutboxRow): Promise<void> {
    try {
      await withTimeout(this.send(row), this.options.sendTimeoutMs);
    } catch (err) {
      const outcome = await markFailedTry(this.db, row, this.id, err instanceof Error ? err.message : String(err), this.options);
      const level = outcome === 'failed' ? 'error' : 'warn';
      this.log[level](
        { err, outbox: row.id, to: row.recipient, subject: row.subject, attempts: row.attempts },
        outcome === 'failed' ? 'message given up; admins can retry it' : 'message not sent; it will be tried again',
      );
      return;
    }
    if (!(await markSent(this.db, row, this.id))) this.log.warn({ outbox: row.id }, 'a message was sent after its claim lapsed; another worker may send it again');
  }

  private async send(row: OutboxRow): Promise<void> {
    if (row.channel === 'email') return this.senders.email.send(JSON.parse(row.payload) as MailMessage);
    return this.senders.sms.send(JSON.parse(row.payload) as SmsMessage);
  }

  /** Stops claiming and waits for the sends under way; what is left goes out from the next start or another process. */
  async close(): Promise<void> {
    this.closing = true;
    outboxWritten.off('written', this.onWritten);
    if (this.timer) clearInterval(this.timer);
    await this.idle();
  }
}
