import { request, sleep, type Outcome } from './http';
import { shuffled } from './random';
import type { Slot, WorkerPool } from './worker-pool';
import { ConcurrentLoops } from './concurrent-loops';

export type Decision = 'approved' | 'rejected';

const REQUEST_TIMEOUT_MS = 15_000;
/** Share of picks that send one deposit to two workers at the same moment. */
const PAIR_SHARE = 0.3;
/** Share of picks that retry a deposit whose earlier answer was lost, as an admin clicking again would. */
const RETRY_SHARE = 0.2;
const REJECT_SHARE = 0.15;

export interface LoadStats {
  sent: number;
  pairs: number;
  retries: number;
  conflicts: number;
  connectionErrors: number;
  timeouts: number;
  /** 503 answers: a clear "busy, try again"; counted, and the deposit stays in doubt. */
  busy: number;
  /** Everything that must not happen: 5xx other than 503, wrong bodies, two acknowledgements for one deposit. */
  failures: string[];
}

/**
 * Sends PUT /api/deposit/:id as the admin, the request the admin UI sends, to random ready workers,
 * keeping `concurrency` requests in flight, and records what each answer promised.
 */
export class ReviewLoad extends ConcurrentLoops {
  readonly stats: LoadStats = { sent: 0, pairs: 0, retries: 0, conflicts: 0, connectionErrors: 0, timeouts: 0, busy: 0, failures: [] };
  /** 2xx answers: the decision the server acknowledged per deposit. */
  readonly acknowledged = new Map<string, Decision>();
  /** Deposits answered 409 "already reviewed": something decided them. */
  readonly conflicted = new Set<string>();
  /** Deposits whose retry was answered 409: unless someone was told otherwise, the unanswered request had committed. */
  readonly retriedAndDecided = new Set<string>();
  /** Deposits whose request got no answer (killed worker): decided or not, nobody was told. */
  readonly inDoubt = new Map<string, Decision>();
  private readonly pending: string[] = [];

  constructor(
    private readonly pool: WorkerPool,
    private readonly token: string,
  ) {
    super();
  }

  addPending(ids: string[]): void {
    this.pending.push(...ids);
  }

  pendingCount(): number {
    return this.pending.length;
  }

  protected async loop(): Promise<void> {
    while (!this.stopped) {
      const ready = this.pool.ready();
      const next = ready.length > 0 ? this.pick() : undefined;
      if (!next) {
        await sleep(10);
        continue;
      }
      const [first, second] = shuffled(ready);
      if (second && !next.retry && Math.random() < PAIR_SHARE) {
        // Two approvers decide the same deposit at once, half the time in opposite ways.
        this.stats.pairs += 1;
        const other: Decision = Math.random() < 0.5 ? next.decision : opposite(next.decision);
        await Promise.all([this.send(first as Slot, next.id, next.decision), this.send(second, next.id, other)]);
      } else {
        await this.send(first as Slot, next.id, next.decision, next.retry);
      }
    }
  }

  private pick(): { id: string; decision: Decision; retry: boolean } | undefined {
    if (this.inDoubt.size > 0 && Math.random() < RETRY_SHARE) {
      const [id, decision] = this.inDoubt.entries().next().value as [string, Decision];
      this.inDoubt.delete(id);
      this.stats.retries += 1;
      return { id, decision, retry: true };
    }
    const id = this.pending.pop();
    return id === undefined ? undefined : { id, decision: Math.random() < REJECT_SHARE ? 'rejected' : 'approved', retry: false };
  }

  private async send(slot: Slot, id: string, decision: Decision, retry = false): Promise<void> {
    const payload = decision === 'approved' ? { status: decision } : { status: decision, adminRemarks: 'No matching transfer in the bank statement.' };
    const child = slot.child;
    slot.inFlight += 1;
    this.stats.sent += 1;
    const outcome = await request({ port: slot.port, method: 'PUT', path: `/api/deposit/${id}`, token: this.token, payload, timeoutMs: REQUEST_TIMEOUT_MS });
    if (slot.child === child) slot.inFlight -= 1;
    this.record(slot, id, decision, outcome, retry);
  }

  private record(slot: Slot, id: string, decision: Decision, outcome: Outcome, retry: boolean): void {
    if (outcome.kind !== 'answer') {
      if (outcome.kind === 'timeout') this.stats.timeouts += 1;
      else this.stats.connectionErrors += 1;
      if (!this.acknowledged.has(id) && !this.conflicted.has(id)) this.inDoubt.set(id, decision);
      return;
    }
    const { status, body } = outcome;
    const where = `PUT /api/deposit/${id} (${decision}) on worker ${slot.index}`;
    if (status === 200) {
      const deposit = (body as { deposit?: { _id?: unknown; status?: unknown } } | null)?.deposit;
      if (deposit?._id !== id || deposit.status !== decision) this.stats.failures.push(`${where}: 200 with an unexpected body ${JSON.stringify(body)}`);
      const earlier = this.acknowledged.get(id);
      if (earlier) this.stats.failures.push(`${where}: acknowledged twice (${earlier}, then ${decision})`);
      else this.acknowledged.set(id, decision);
      this.inDoubt.delete(id);
    } else if (status === 409 && (body as { code?: unknown } | null)?.code === 'DEPOSIT_ALREADY_REVIEWED') {
      this.stats.conflicts += 1;
      if (retry) this.retriedAndDecided.add(id);
      this.conflicted.add(id);
      this.inDoubt.delete(id);
    } else if (status === 503) {
      this.stats.busy += 1;
      if (!this.acknowledged.has(id) && !this.conflicted.has(id)) this.inDoubt.set(id, decision);
    } else {
      this.stats.failures.push(`${where}: ${status} ${JSON.stringify(body)}`);
    }
  }
}

const opposite = (decision: Decision): Decision => (decision === 'approved' ? 'rejected' : 'approved');
