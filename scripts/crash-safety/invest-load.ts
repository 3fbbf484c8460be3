import { randomBytes } from 'node:crypto';
import { request, sleep, type Outcome } from './http';
import { pickRandom } from './random';
import type { Slot, WorkerPool } from './worker-pool';
import { ConcurrentLoops } from './concurrent-loops';

const REQUEST_TIMEOUT_MS = 15_000;
/** Share of requests that are the admin's company co-investment (fund tab without an investor). */
const ALLOCATION_SHARE = 0.2;
/** Share of picks that retry an unanswered investment with its key, as the invest screen's retry does. */
const RETRY_SHARE = 0.3;

export interface AcknowledgedInvestment {
  userId: string;
  /** poisha */
  amount: number;
  transferId: string;
}

export interface InvestStats {
  sent: number;
  retries: number;
  refusedForBalance: number;
  allocations: number;
  connectionErrors: number;
  busy: number;
  failures: string[];
}

/**
 * Issue 15: investments (POST /api/investment, each with an idempotency key) and the admin's
 * co-investments (POST /api/investment/allocate-funds) run beside the deposit reviews, so kills
 * land in the middle of transfers too. An unanswered investment is retried with the same key:
 * the answer must be the first investment, never a second one.
 */
export class InvestLoad extends ConcurrentLoops {
  readonly stats: InvestStats = { sent: 0, retries: 0, refusedForBalance: 0, allocations: 0, connectionErrors: 0, busy: 0, failures: [] };
  /** idempotency key → what the server acknowledged */
  readonly acknowledged = new Map<string, AcknowledgedInvestment>();
  private readonly inDoubt = new Map<string, { userId: string; amount: number }>();

  constructor(
    private readonly pool: WorkerPool,
    private readonly investorTokens: Map<string, string>,
    private readonly adminToken: string,
    private readonly projectId: string,
  ) {
    super();
  }

  protected async loop(): Promise<void> {
    const investors = [...this.investorTokens.keys()];
    while (!this.stopped) {
      const slot = pickRandom(this.pool.ready());
      if (!slot) {
        await sleep(10);
        continue;
      }
      // Made from whole poisha: 100 + 1234.57 would be sent as 1334.5700000000002, which the API refuses (3+ decimals).
      const amountBdt = (10_000 + Math.floor(Math.random() * 500_000)) / 100;
      if (Math.random() < ALLOCATION_SHARE) {
        await this.send(slot, '/api/investment/allocate-funds', this.adminToken, { projectId: this.projectId, amount: amountBdt }, (outcome) => {
          if (outcome.kind === 'answer' && outcome.status === 201) this.stats.allocations += 1;
          else if (outcome.kind === 'answer' && outcome.status !== 503) this.stats.failures.push(`allocate-funds: ${outcome.status} ${JSON.stringify(outcome.body)}`);
        });
        continue;
      }
      const retry = this.inDoubt.size > 0 && Math.random() < RETRY_SHARE ? this.inDoubt.entries().next().value : undefined;
      const [key, order] = retry ?? [randomBytes(12).toString('hex'), { userId: pickRandom(investors) as string, amount: Math.round(amountBdt * 100) }];
      if (retry) this.stats.retries += 1;
      this.inDoubt.delete(key);
      const token = this.investorTokens.get(order.userId) as string;
      await this.send(slot, '/api/investment', token, { projectId: this.projectId, amount: order.amount / 100, idempotencyKey: key }, (outcome) =>
        this.record(key, order, outcome),
      );
    }
  }

  private async send(slot: Slot, path: string, token: string, payload: object, record: (outcome: Outcome) => void): Promise<void> {
    const child = slot.child;
    slot.inFlight += 1;
    this.stats.sent += 1;
    const outcome = await request({ port: slot.port, method: 'POST', path, token, payload, timeoutMs: REQUEST_TIMEOUT_MS });
    if (slot.child === child) slot.inFlight -= 1;
    if (outcome.kind !== 'answer') this.stats.connectionErrors += 1;
    else if (outcome.status === 503) this.stats.busy += 1;
    record(outcome);
  }

  private record(key: string, order: { userId: string; amount: number }, outcome: Outcome): void {
    if (outcome.kind !== 'answer' || outcome.status === 503) {
      this.inDoubt.set(key, order);
      return;
    }
    const { status, body } = outcome;
    const code = (body as { code?: unknown } | null)?.code;
    if (status === 201 || status === 200) {
      const investment = (body as { investment?: { _id?: string; amount?: number } } | null)?.investment;
      if (!investment?._id || Math.round((investment.amount ?? 0) * 100) !== order.amount) {
        this.stats.failures.push(`POST /api/investment: ${status} with an unexpected body ${JSON.stringify(body)}`);
        return;
      }
      const earlier = this.acknowledged.get(key);
      if (earlier && earlier.transferId !== investment._id) this.stats.failures.push(`key ${key} answered with two investments (${earlier.transferId}, ${investment._id})`);
      this.acknowledged.set(key, { userId: order.userId, amount: order.amount, transferId: investment._id });
    } else if (status === 409 && code === 'INSUFFICIENT_BALANCE') {
      this.stats.refusedForBalance += 1;
    } else {
      this.stats.failures.push(`POST /api/investment: ${status} ${JSON.stringify(body)}`);
    }
  }
}
