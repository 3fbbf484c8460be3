import { randomBytes } from 'node:crypto';
import { dayText } from '../../src/server/money/distributions/bangladesh-days';
import type { DistributionProject } from './distribution-fixture';
import { request } from './http';
import { pickRandom } from './random';
import type { Slot, WorkerPool } from './worker-pool';
import { PickingLoops, type Picked } from './concurrent-loops';

const REQUEST_TIMEOUT_MS = 15_000;
/** Share of new operations sent to two workers at the same moment (a post with one key, a reversal, a completion). */
const PAIR_SHARE = 0.3;
/** Share of picks that retry an operation whose answer was lost, as the admin clicking again would (same key). */
const RETRY_SHARE = 0.3;
const REVERSE_SHARE = 0.2;
const LOSS_SHARE = 0.3;
/** Share of completions sent together with a post of the project's next period to another worker. */
const RACE_SHARE = 0.3;
/** A project is completed after a random number of its periods in this range (or when it has none left). */
const PERIODS_BEFORE_COMPLETION = [2, 10] as const;
/** Loss amounts stay far below the holders' capital (at least ৳100,000 each), however many losses a project takes. */
const MAX_LOSS_BDT = 200;

interface ProjectState extends DistributionProject {
  /** The next day number to distribute; each period is sent under one key only, so it is never reused. */
  next: number;
  completeAfter: number;
  /** Set before its completion is first sent: no new posts or reversals, and a PROJECT_COMPLETED refusal is expected. */
  completing: boolean;
}

export interface SentDistribution {
  projectId: string;
  key: string;
  day: string;
  kind: 'profit' | 'loss';
  /** poisha */
  amount: number;
}

export interface AcknowledgedDistribution extends SentDistribution {
  id: string;
}

type Op = { kind: 'post'; post: SentDistribution } | { kind: 'reverse'; target: AcknowledgedDistribution } | { kind: 'complete'; projectId: string };

export interface DistributionStats {
  sent: number;
  pairs: number;
  retries: number;
  /** Completions sent together with a post of the same project. */
  races: number;
  /** Posts and reversals refused because the project had been completed meanwhile (expected: its completion was sent). */
  refusedCompleted: number;
  alreadyReversed: number;
  alreadyCompleted: number;
  connectionErrors: number;
  busy: number;
  /** Refused 409 POSTING_IN_PROGRESS: the project's previous event was still posting its chunks; sent again later. */
  postingBusy: number;
  failures: string[];
}

const opKey = (op: Op) => (op.kind === 'post' ? `post:${op.post.key}` : op.kind === 'reverse' ? `reverse:${op.target.id}` : `complete:${op.projectId}`);
const codeOf = (body: unknown) => (body as { code?: unknown } | null)?.code;

/**
 * Issue 16: profit and loss distributions (POST /api/project/:id/distributions, with idempotency
 * keys), their reversals and project completions, on projects of their own, beside the reviews
 * and investments, so kills land in the middle of them too. An unanswered operation is retried
 * as it was sent; a retried or paired post must answer the one distribution of its key.
 */
export class DistributionLoad extends PickingLoops<Op> {
  readonly stats: DistributionStats = {
    sent: 0,
    pairs: 0,
    retries: 0,
    races: 0,
    refusedCompleted: 0,
    alreadyReversed: 0,
    alreadyCompleted: 0,
    connectionErrors: 0,
    busy: 0,
    postingBusy: 0,
    failures: [],
  };
  readonly projects = new Map<string, ProjectState>();
  /** Every post sent, by key: a distribution held under any other key was never asked for. */
  readonly posts = new Map<string, SentDistribution>();
  readonly acknowledged = new Map<string, AcknowledgedDistribution>();
  readonly reversalsSent = new Set<string>();
  /** Distribution ids whose reversal was answered 200. */
  readonly reversed = new Set<string>();
  /** Distribution ids whose reversal, retried, was answered ALREADY_REVERSED: it had committed unanswered unless acknowledged. */
  readonly reversalsDecided = new Set<string>();
  readonly completionsSent = new Set<string>();
  /** project id → capital returned (poisha) and holdings returned, as answered */
  readonly completed = new Map<string, { capital: number; holdings: number }>();
  readonly completionsDecided = new Set<string>();
  private readonly reversible: AcknowledgedDistribution[] = [];

  constructor(
    protected readonly pool: WorkerPool,
    private readonly adminToken: string,
  ) {
    super();
  }

  addProjects(projects: DistributionProject[]): void {
    const [least, most] = PERIODS_BEFORE_COMPLETION;
    for (const p of projects) this.projects.set(p.id, { ...p, next: p.firstDay, completeAfter: least + Math.floor(Math.random() * (most - least + 1)), completing: false });
  }

  /** Projects still taking distributions: the orchestrator seeds more when they run low. */
  openCount(): number {
    return [...this.projects.values()].filter((p) => !p.completing).length;
  }

  protected async sendPicked({ op, retry }: Picked<Op>, [first, second]: [Slot, Slot | undefined]): Promise<void> {
    const project = op.kind === 'complete' ? (this.projects.get(op.projectId) as ProjectState) : undefined;
    if (second && !retry && project && project.next <= project.lastDay && Math.random() < RACE_SHARE) {
      // A post of the project's next period against its completion: posted before it, or refused PROJECT_COMPLETED.
      const racer = this.newPost(project);
      this.stats.races += 1;
      await Promise.all([this.send(first, op), this.send(second, { kind: 'post', post: racer })]);
    } else if (second && !retry && Math.random() < PAIR_SHARE) {
      this.stats.pairs += 1;
      await Promise.all([this.send(first, op), this.send(second, op)]);
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
    if (this.reversible.length > 0 && Math.random() < REVERSE_SHARE) {
      const target = this.reversible.splice(Math.floor(Math.random() * this.reversible.length), 1)[0] as AcknowledgedDistribution;
      if (this.projects.get(target.projectId)?.completing) return undefined;
      this.reversalsSent.add(target.id);
      return { op: { kind: 'reverse', target }, retry: false };
    }
    const project = pickRandom([...this.projects.values()].filter((p) => !p.completing));
    if (!project) return undefined;
    if (project.next - project.firstDay >= project.completeAfter || project.next > project.lastDay) {
      project.completing = true;
      this.completionsSent.add(project.id);
      return { op: { kind: 'complete', projectId: project.id }, retry: false };
    }
    return { op: { kind: 'post', post: this.newPost(project) }, retry: false };
  }

  /** The project's next one-day period, under a key of its own. */
  private newPost(project: ProjectState): SentDistribution {
    const kind = Math.random() < LOSS_SHARE ? 'loss' : 'profit';
    // Whole poisha, so the BDT sent has at most two decimals.
    const amount = kind === 'loss' ? 100 + Math.floor(Math.random() * (MAX_LOSS_BDT * 100 - 100)) : 10_000 + Math.floor(Math.random() * 5_000_000);
    const post: SentDistribution = { projectId: project.id, key: randomBytes(12).toString('hex'), day: dayText(project.next), kind, amount };
    project.next += 1;
    this.posts.set(post.key, post);
    return post;
  }

  private async send(slot: Slot, op: Op): Promise<void> {
    const [path, payload] =
      op.kind === 'post'
        ? [
            `/api/project/${op.post.projectId}/distributions`,
            { periodStart: op.post.day, periodEnd: op.post.day, kind: op.post.kind, amount: op.post.amount / 100, note: 'crash run', idempotencyKey: op.post.key },
          ]
        : op.kind === 'reverse'
          ? [`/api/distributions/${op.target.id}/reverse`, { reason: 'Crash run reversal' }]
          : [`/api/project/${op.projectId}/complete`, {}];
    const child = slot.child;
    slot.inFlight += 1;
    this.stats.sent += 1;
    const outcome = await request({ port: slot.port, method: 'POST', path, token: this.adminToken, payload, timeoutMs: REQUEST_TIMEOUT_MS });
    if (slot.child === child) slot.inFlight -= 1;
    const postingBusy = outcome.kind === 'answer' && outcome.status === 409 && codeOf(outcome.body) === 'POSTING_IN_PROGRESS';
    if (outcome.kind !== 'answer' || outcome.status === 503 || postingBusy) {
      if (outcome.kind !== 'answer') this.stats.connectionErrors += 1;
      else if (postingBusy) this.stats.postingBusy += 1;
      else this.stats.busy += 1;
      if (!this.settled(op)) this.inDoubt.set(opKey(op), op);
      return;
    }
    const failure =
      op.kind === 'post' ? this.recordPost(op.post, outcome) : op.kind === 'reverse' ? this.recordReversal(op.target, outcome) : this.recordCompletion(op.projectId, outcome);
    if (failure) this.stats.failures.push(`POST ${path} on worker ${slot.index}: ${failure}`);
    else this.inDoubt.delete(opKey(op));
  }

  /** Answered already (the other request of a pair, or an earlier retry): nothing left in doubt. */
  private settled(op: Op): boolean {
    if (op.kind === 'post') return this.acknowledged.has(op.post.key);
    if (op.kind === 'reverse') return this.reversed.has(op.target.id) || this.reversalsDecided.has(op.target.id);
    return this.completed.has(op.projectId) || this.completionsDecided.has(op.projectId);
  }

  /** Returns what went wrong, or null for an expected answer. */
  private recordPost(post: SentDistribution, { status, body }: { status: number; body: unknown }): string | null {
    // 202: the lines post in chunks after the answer (POSTING_CHUNK_LINES is 1 in the run).
    if (status === 201 || status === 202 || status === 200) {
      const d = (body as { distribution?: { _id?: string; amount?: number; kind?: string; periodStart?: string } } | null)?.distribution;
      if (!d?._id || Math.round((d.amount ?? 0) * 100) !== post.amount || d.kind !== post.kind || d.periodStart !== post.day)
        return `${status} with an unexpected body ${JSON.stringify(body)}`;
      const earlier = this.acknowledged.get(post.key);
      if (earlier && earlier.id !== d._id) return `key ${post.key} answered with two distributions (${earlier.id}, ${d._id})`;
      if (!earlier) {
        const acknowledged = { ...post, id: d._id };
        this.acknowledged.set(post.key, acknowledged);
        this.reversible.push(acknowledged);
      }
      return null;
    }
    if (status === 409 && codeOf(body) === 'PROJECT_COMPLETED' && this.projects.get(post.projectId)?.completing) {
      this.stats.refusedCompleted += 1;
      return null;
    }
    // PERIOD_ALREADY_DISTRIBUTED included: each period is sent under one key, so only a second posting of that key could take it.
    return `${status} ${JSON.stringify(body)} (${post.kind} of ${post.day}, key ${post.key})`;
  }

  private recordReversal(target: AcknowledgedDistribution, { status, body }: { status: number; body: unknown }): string | null {
    if (status === 200) {
      const d = (body as { distribution?: { _id?: string; reversedAt?: string | null } } | null)?.distribution;
      if (d?._id !== target.id || !d.reversedAt) return `200 with an unexpected body ${JSON.stringify(body)}`;
      if (this.reversed.has(target.id)) return `distribution ${target.id} reversed twice`;
      this.reversed.add(target.id);
      return null;
    }
    if (status === 409 && codeOf(body) === 'ALREADY_REVERSED') {
      this.stats.alreadyReversed += 1;
      this.reversalsDecided.add(target.id);
      return null;
    }
    if (status === 409 && codeOf(body) === 'PROJECT_COMPLETED' && this.projects.get(target.projectId)?.completing) {
      this.stats.refusedCompleted += 1;
      return null;
    }
    return `${status} ${JSON.stringify(body)}`;
  }

  private recordCompletion(projectId: string, { status, body }: { status: number; body: unknown }): string | null {
    if (status === 200) {
      const answer = body as { project?: { _id?: string; status?: string }; holdingsReturned?: number; capitalReturned?: number } | null;
      if (answer?.project?._id !== projectId || answer.project.status !== 'completed' || typeof answer.capitalReturned !== 'number')
        return `200 with an unexpected body ${JSON.stringify(body)}`;
      if (this.completed.has(projectId)) return `project ${projectId} completed twice`;
      this.completed.set(projectId, { capital: Math.round(answer.capitalReturned * 100), holdings: Number(answer.holdingsReturned) });
      return null;
    }
    if (status === 409 && codeOf(body) === 'PROJECT_COMPLETED') {
      this.stats.alreadyCompleted += 1;
      this.completionsDecided.add(projectId);
      return null;
    }
    return `${status} ${JSON.stringify(body)}`;
  }
}
