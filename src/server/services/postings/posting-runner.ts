import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isDatabaseBusy } from '../../db/database-busy';
import type { Database, PostingRow } from '../../db/schema';
import { drivePosting, unfinishedPostings } from '../../money/postings/drive-posting';
import { yieldToOthers } from '../../yield-to-others';

/** How often every process looks for postings a crash or a restart left unfinished. */
const SWEEP_EVERY_MS = 5_000;

/**
 * What follows a money event once all its money has moved (mails, caches), given the event's id:
 * run once, by the process that posted the event's last line.
 */
export type PostingEffect = (eventId: string) => Promise<void>;

/**
 * Drives chunked postings in the background: the one a request just created, and, at start and
 * every few seconds, any left unfinished by a crash or by another process that stopped. Several
 * processes may drive one posting at once; each chunk still posts once (postNextChunk).
 */
export class PostingRunner {
  private readonly driving = new Map<string, Promise<void>>();
  private readonly pending = new Set<Promise<void>>();
  private readonly effects = new Map<PostingRow['event'], PostingEffect>();
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  private closing = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    /** Awaited between chunks; drivePosting's own (giveWay) when absent. */
    private readonly betweenChunks?: () => Promise<void>,
  ) {}

  onPosted(event: PostingRow['event'], effect: PostingEffect): void {
    this.effects.set(event, effect);
  }

  /** Drives the posting until it is done; a second call for the same posting joins the first. */
  start(postingId: string): Promise<void> {
    const running = this.driving.get(postingId);
    if (running) return running;
    const job = this.drive(postingId).finally(() => this.driving.delete(postingId));
    this.driving.set(postingId, job);
    return job;
  }

  private async drive(postingId: string): Promise<void> {
    try {
      const finished = await drivePosting(this.db, postingId, () => !this.closing, this.betweenChunks);
      if (!finished) return;
      const posting = await this.db.selectFrom('postings').selectAll().where('id', '=', postingId).executeTakeFirstOrThrow();
      await this.runEffect(posting.event, posting.event_id);
    } catch (err) {
      // Another process held SQLite's write lock past busy_timeout: nothing was written, and the next sweep goes on.
      if (isDatabaseBusy(err)) this.log.warn({ err, postingId }, 'database busy: a chunked posting waits for the next sweep');
      else this.log.error({ err, postingId }, 'a chunked posting stopped; the next sweep tries it again');
    }
  }

  private async runEffect(event: PostingRow['event'], eventId: string): Promise<void> {
    try {
      await this.effects.get(event)?.(eventId);
    } catch (err) {
      this.log.error({ err, event, eventId }, 'what follows a posted money event failed');
    }
  }

  /**
   * After a money event committed: its effects run once its money has moved, now (after the answer
   * goes out) when it posted in one transaction, or when its posting finishes.
   */
  settle(event: PostingRow['event'], eventId: string, posting: PostingRow | null): void {
    if (posting) {
      void this.start(posting.id);
      return;
    }
    const job = yieldToOthers().then(() => this.runEffect(event, eventId));
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  /** Drives every unfinished posting, one after another. */
  sweep(): Promise<void> {
    this.sweeping ??= (async () => {
      for (const id of await unfinishedPostings(this.db)) if (!this.closing) await this.start(id);
    })()
      .catch((err: unknown) =>
        isDatabaseBusy(err) ? this.log.warn({ err }, 'database busy: the posting sweep waits for the next') : this.log.error({ err }, 'the posting sweep failed'),
      )
      .finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  /** Sweeps now and every few seconds; the timer never keeps the process alive. */
  startSweeping(everyMs = SWEEP_EVERY_MS): void {
    this.timer = setInterval(() => void this.sweep(), everyMs);
    this.timer.unref();
    void this.sweep();
  }

  /** Stops between chunks: what is left is posted by the next process or start. Safe to call more than once. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.timer) clearInterval(this.timer);
    await this.sweeping;
    await Promise.allSettled([...this.driving.values(), ...this.pending]);
  }
}
