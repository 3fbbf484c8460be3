import { randomBytes } from 'node:crypto';
import { request, type Outcome } from './http';
import { pickRandom } from './random';
import type { Slot, WorkerPool } from './worker-pool';
import { PickingLoops, type Picked } from './concurrent-loops';

const REQUEST_TIMEOUT_MS = 15_000;
/** Share of new requests and decisions sent to two workers at the same moment (a request with one key; two decisions). */
const PAIR_SHARE = 0.3;
/** Share of picks that retry an unanswered request (same key) or decision, as the investor or admin clicking again would. */
const RETRY_SHARE = 0.3;
/** Share of picks that decide an acknowledged pending withdrawal; the rest ask for new ones, so some stay pending. */
const DECIDE_SHARE = 0.4;
const BANK_SHARE = 0.2;

export type WithdrawalDecision = 'paid' | 'rejected' | 'cancelled';

export interface SentWithdrawal {
  key: string;
  userId: string;
  /** poisha */
  amount: number;
  method: 'bkash' | 'nagad' | 'rocket' | 'bank';
  account: Record<string, string>;
}

export interface AcknowledgedWithdrawal extends SentWithdrawal {
  id: string;
}

type Op = { kind: 'request'; sent: SentWithdrawal } | { kind: 'decide'; target: AcknowledgedWithdrawal; decision: WithdrawalDecision };

export interface WithdrawalStats {
  sent: number;
  pairs: number;
  retries: number;
  refusedForBalance: number;
  /** 409 WITHDRAWAL_NOT_PENDING: the other decision of a pair, or a retry of one that had committed. */
  notPending: number;
  connectionErrors: number;
  busy: number;
  failures: string[];
}

const codeOf = (body: unknown) => (body as { code?: unknown } | null)?.code;
const digits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/**
 * Issue 17: investors ask for withdrawals (POST /api/withdrawals with their password and a key of
 * their own), the admin pays or rejects pending ones (PUT /api/withdrawals/:id) and investors
 * cancel some (POST /api/withdrawals/:id/cancel), beside the other loads, so kills land mid-hold
 * and mid-settlement. Some requests go to two workers at once with one key; some decisions go to
 * two workers at once (possibly different ones): exactly one may win, the other gets 409.
 */
export class WithdrawalLoad extends PickingLoops<Op> {
  readonly stats: WithdrawalStats = { sent: 0, pairs: 0, retries: 0, refusedForBalance: 0, notPending: 0, connectionErrors: 0, busy: 0, failures: [] };
  /** Every request sent, by key: a withdrawal held under any other key was never asked for. */
  readonly requests = new Map<string, SentWithdrawal>();
  /** key → the withdrawal a 201/200 answered */
  readonly acknowledged = new Map<string, AcknowledgedWithdrawal>();
  /** withdrawal id → every decision sent for it (answered or not) */
  readonly decisionsSent = new Map<string, Set<WithdrawalDecision>>();
  /** withdrawal id → the decision answered 200 */
  readonly decided = new Map<string, WithdrawalDecision>();
  /** Withdrawals a decision was answered 409 WITHDRAWAL_NOT_PENDING for: something had ended them. */
  readonly notPending = new Set<string>();
  private readonly decidable: AcknowledgedWithdrawal[] = [];

  constructor(
    protected readonly pool: WorkerPool,
    private readonly investorTokens: Map<string, string>,
    private readonly adminToken: string,
    private readonly password: string,
  ) {
    super();
  }

  /** Acknowledged withdrawals left pending as far as this load knows (never decided, nor sent a decision). */
  pendingCount(): number {
    return this.decidable.length;
  }

  protected async sendPicked({ op, retry }: Picked<Op>, [first, second]: [Slot, Slot | undefined]): Promise<void> {
    if (second && !retry && Math.random() < PAIR_SHARE) {
      this.stats.pairs += 1;
      // A decision's partner is often another one: pay against reject, or the admin against the investor's cancel.
      const partner: Op = op.kind === 'decide' && Math.random() < 0.5 ? { ...op, decision: pickRandom(['paid', 'rejected', 'cancelled'] as const) as WithdrawalDecision } : op;
      if (partner.kind === 'decide') this.decisionsSent.get(partner.target.id)?.add(partner.decision);
      await Promise.all([this.send(first, op), this.send(second, partner)]);
    } else {
      await this.send(first, op);
    }
  }

  protected pick(): Picked<Op> | undefined {
    const retry = this.retryInDoubt(RETRY_SHARE);
    if (retry) {
      this.stats.retries += 1;
      return retry;
    }
    if (this.decidable.length > 0 && Math.random() < DECIDE_SHARE) {
      const target = this.decidable.splice(Math.floor(Math.random() * this.decidable.length), 1)[0] as AcknowledgedWithdrawal;
      const decision = pickRandom(['paid', 'paid', 'rejected', 'cancelled'] as const) as WithdrawalDecision;
      this.decisionsSent.set(target.id, new Set([decision]));
      return { op: { kind: 'decide', target, decision }, retry: false };
    }
    const userId = pickRandom([...this.investorTokens.keys()]) as string;
    const method = Math.random() < BANK_SHARE ? 'bank' : (pickRandom(['bkash', 'nagad', 'rocket'] as const) as SentWithdrawal['method']);
    const account: Record<string, string> =
      method === 'bank'
        ? { bankName: 'Crash Bank', branch: 'Motijheel', accountName: 'Crash Investor', accountNumber: digits(13), routingNumber: digits(9) }
        : { number: `017${digits(8)}` };
    // Whole poisha, ৳100 to ৳5,000: small beside the deposits, so most are covered.
    const sent: SentWithdrawal = { key: randomBytes(12).toString('hex'), userId, amount: 10_000 + Math.floor(Math.random() * 490_000), method, account };
    this.requests.set(sent.key, sent);
    return { op: { kind: 'request', sent }, retry: false };
  }

  private async send(slot: Slot, op: Op): Promise<void> {
    const { method, path, token, payload } =
      op.kind === 'request'
        ? {
            method: 'POST' as const,
            path: '/api/withdrawals',
            token: this.investorTokens.get(op.sent.userId) as string,
            payload: { amount: op.sent.amount / 100, method: op.sent.method, account: op.sent.account, password: this.password, idempotencyKey: op.sent.key },
          }
        : op.decision === 'cancelled'
          ? { method: 'POST' as const, path: `/api/withdrawals/${op.target.id}/cancel`, token: this.investorTokens.get(op.target.userId) as string, payload: {} }
          : {
              method: 'PUT' as const,
              path: `/api/withdrawals/${op.target.id}`,
              token: this.adminToken,
              // Requests here go to new details, so each is still under its safety hold: paid as confirmed by phone.
              payload:
                op.decision === 'paid'
                  ? { status: 'paid', reference: `TRX${digits(10)}`, phoneConfirmed: true }
                  : { status: 'rejected', adminRemarks: 'Account name does not match.' },
            };
    const child = slot.child;
    slot.inFlight += 1;
    this.stats.sent += 1;
    const outcome = await request({ port: slot.port, method, path, token, payload, timeoutMs: REQUEST_TIMEOUT_MS });
    if (slot.child === child) slot.inFlight -= 1;
    if (outcome.kind !== 'answer' || outcome.status === 503) {
      if (outcome.kind !== 'answer') this.stats.connectionErrors += 1;
      else this.stats.busy += 1;
      const key = op.kind === 'request' ? `request:${op.sent.key}` : `decide:${op.target.id}`;
      if (!this.settled(op)) this.inDoubt.set(key, op);
      return;
    }
    const failure = op.kind === 'request' ? this.recordRequest(op.sent, outcome) : this.recordDecision(op.target, op.decision, outcome);
    if (failure) this.stats.failures.push(`${method} ${path} on worker ${slot.index}: ${failure}`);
  }

  /** Answered already (the other request of a pair, or an earlier retry): nothing left in doubt. */
  private settled(op: Op): boolean {
    if (op.kind === 'request') return this.acknowledged.has(op.sent.key);
    return this.decided.has(op.target.id) || this.notPending.has(op.target.id);
  }

  private recordRequest(sent: SentWithdrawal, { status, body }: Extract<Outcome, { kind: 'answer' }>): string | null {
    this.inDoubt.delete(`request:${sent.key}`);
    if (status === 201 || status === 200) {
      const w = (body as { withdrawal?: { _id?: string; amount?: number; status?: string; userId?: { _id?: string } } } | null)?.withdrawal;
      if (!w?._id || Math.round((w.amount ?? 0) * 100) !== sent.amount || w.userId?._id !== sent.userId) return `${status} with an unexpected body ${JSON.stringify(body)}`;
      const earlier = this.acknowledged.get(sent.key);
      if (earlier && earlier.id !== w._id) return `key ${sent.key} answered with two withdrawals (${earlier.id}, ${w._id})`;
      if (!earlier) {
        const acknowledged = { ...sent, id: w._id };
        this.acknowledged.set(sent.key, acknowledged);
        this.decidable.push(acknowledged);
      }
      return null;
    }
    if (status === 409 && codeOf(body) === 'INSUFFICIENT_BALANCE') {
      this.stats.refusedForBalance += 1;
      return null;
    }
    return `${status} ${JSON.stringify(body)}`;
  }

  private recordDecision(target: AcknowledgedWithdrawal, decision: WithdrawalDecision, { status, body }: Extract<Outcome, { kind: 'answer' }>): string | null {
    this.inDoubt.delete(`decide:${target.id}`);
    if (status === 200) {
      const w = (body as { withdrawal?: { _id?: string; status?: string } } | null)?.withdrawal;
      if (w?._id !== target.id || w.status !== decision) return `200 with an unexpected body ${JSON.stringify(body)}`;
      const earlier = this.decided.get(target.id);
      if (earlier) return `withdrawal ${target.id} decided twice (${earlier}, then ${decision})`;
      this.decided.set(target.id, decision);
      return null;
    }
    if (status === 409 && codeOf(body) === 'WITHDRAWAL_NOT_PENDING') {
      this.stats.notPending += 1;
      this.notPending.add(target.id);
      return null;
    }
    return `${status} ${JSON.stringify(body)}`;
  }
}
