import type { Kysely } from 'kysely';
import { dialectOf } from '../../db/dialect';
import { newId, nowIso } from '../../db/ids';
import type { Database, DistributionRow, PostingRow } from '../../db/schema';
import { oncePerKey } from '../idempotency';
import { poishaToBdt } from '../../../shared/money';
import { pacer } from '../../yield-to-others';
import { recordAudit, type RequestOrigin } from '../../services/audit';
import { postTransfers, type TransferInput } from '../ledger/post-transfers';
import { freezeLines, postFrozen, type FrozenLines } from '../postings/post-in-chunks';
import { distributionPosting } from './distribution-posting';
import { holdingsVersion } from './holdings-version';
import { planDistribution, refuseToDistribute, type DistributionPlan, type DistributionRequest } from './plan';

export interface PostDistributionRequest extends DistributionRequest {
  idempotencyKey: string;
  actorId: string;
  /** Where the admin's request came from, for the audit event written with the distribution. */
  origin: RequestOrigin | null;
  /** Lines per chunk when the holders are many; the default outside tests. */
  chunkLines?: number;
}

export interface PostDistributionResult {
  distribution: DistributionRow;
  /** The plan it was posted with; null when a retried key answered an earlier distribution. */
  plan: DistributionPlan | null;
  /** Set when the lines post in chunks after the answer (drivePosting); null when they posted with the row. */
  posting: PostingRow | null;
}

/** Keys belong to the project: the same key on another project is another distribution. */
const scopedKey = (projectId: string, key: string) => `distribution:${projectId}:${key}`;

const withKey = (db: Kysely<Database>, key: string) => db.selectFrom('distributions').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

/** Locks the project row for the rest of the transaction: distributions of one project post one at a time. */
async function lockProject(trx: Kysely<Database>, projectId: string): Promise<void> {
  // SQLite's BEGIN IMMEDIATE already serialises every writer.
  if (dialectOf(trx) === 'postgres') await trx.selectFrom('projects').select('id').where('id', '=', projectId).forUpdate().execute();
}

/** The transaction found a holding moved after the plan was weighed: weigh again. */
class StalePlan extends Error {}

/** Weighings done ahead of the transaction before the post weighs inside it, holding the project meanwhile. */
const PLANS_AHEAD = 3;

/** A plan with its row and its money made ready: everything but the writes. */
interface Prepared {
  plan: DistributionPlan;
  row: DistributionRow;
  head: TransferInput[];
  frozen: FrozenLines;
}

/**
 * Posts a profit or loss: the distributions row, its transfers, each holding's profit_posted /
 * loss_posted and the audit event in one transaction, or, for many holders, the row, the profit
 * received and the frozen lines in one, and the lines in chunks after it. Weighing and freezing
 * 100,000 lines takes seconds, so it is done before the transaction, while other requests go on;
 * the transaction takes the result only if no holding has moved since (holdingsVersion), and
 * otherwise it is done again. A retried key answers the first distribution; two concurrent posts of
 * one period (any keys, any processes) post once, because the refusals are checked again after the
 * project row is locked.
 */
export async function postDistribution(db: Kysely<Database>, request: PostDistributionRequest): Promise<PostDistributionResult> {
  const key = scopedKey(request.projectId, request.idempotencyKey);
  const replay = (first: DistributionRow): PostDistributionResult => ({ distribution: first, plan: null, posting: null });
  for (let weighings = 1; ; weighings += 1) {
    try {
      return await oncePerKey<DistributionRow, void, PostDistributionResult, Ahead | null>(db, {
        earlier: (handle) => withKey(handle, key),
        replay,
        prepare: async () => (weighings <= PLANS_AHEAD ? prepareAhead(db, request, key) : null),
        lock: (trx) => lockProject(trx, request.projectId),
        work: async (trx, _locked, ahead) => {
          if (!ahead) return write(trx, request, await prepare(trx, request, key, await planDistribution(trx, request)));
          const project = await refuseToDistribute(trx, request);
          const moved = (await holdingsVersion(trx, project.id)) !== ahead.version || project.investor_share_percent !== ahead.plan.project.investor_share_percent;
          if (moved) throw new StalePlan();
          return write(trx, request, ahead);
        },
      });
    } catch (error) {
      if (!(error instanceof StalePlan)) throw error;
    }
  }
}

/** The post made ready outside any transaction, with the holdings' mark read before it is weighed. */
type Ahead = Prepared & { version: string };

async function prepareAhead(db: Kysely<Database>, request: PostDistributionRequest, key: string): Promise<Ahead> {
  const version = await holdingsVersion(db, request.projectId);
  return { version, ...(await prepare(db, request, key, await planDistribution(db, request))) };
}

async function prepare(db: Kysely<Database>, request: PostDistributionRequest, key: string, plan: DistributionPlan): Promise<Prepared> {
  const row: DistributionRow = {
    id: newId(),
    project_id: plan.project.id,
    kind: request.kind,
    period_start: request.periodStart,
    period_end: request.periodEnd,
    amount: plan.amount,
    investor_pool: plan.investorPool,
    company_share: plan.companyShare,
    holders: plan.lines.length,
    note: request.note,
    reverses_distribution_id: null,
    reason: null,
    actor_id: request.actorId,
    idempotency_key: key,
    created_at: nowIso(),
  };
  const pace = pacer();
  const { head, lines } = distributionPosting(plan, row);
  await pace();
  const event = { event: 'distribution' as const, eventId: row.id, projectId: row.project_id, actorId: row.actor_id, distributionId: row.id };
  return { plan, row, head, frozen: await freezeLines(db, event, lines, request.chunkLines) };
}

async function write(trx: Kysely<Database>, request: PostDistributionRequest, prepared: Prepared): Promise<PostDistributionResult> {
  const row = { ...prepared.row, created_at: nowIso() };
  await trx.insertInto('distributions').values(row).execute();
  await postTransfers(trx, prepared.head);
  const posting = await postFrozen(trx, prepared.frozen);
  await recordAudit(trx, request.origin, {
    actorId: request.actorId,
    action: 'distribution_posted',
    targetType: 'project',
    targetId: row.project_id,
    after: {
      distributionId: row.id,
      kind: row.kind,
      periodStart: row.period_start,
      periodEnd: row.period_end,
      amount: poishaToBdt(Number(row.amount)),
      investorPool: poishaToBdt(Number(row.investor_pool)),
      companyShare: poishaToBdt(Number(row.company_share)),
      holders: Number(row.holders),
    },
  });
  return { distribution: row, plan: prepared.plan, posting };
}
