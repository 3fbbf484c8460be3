import type { Kysely } from 'kysely';
import { dialectOf } from '../../db/dialect';
import { newId, nowIso } from '../../db/ids';
import type { Database, DistributionRow, PostingRow } from '../../db/schema';
import { oncePerKey } from '../idempotency';
import { poishaToBdt } from '../../../shared/money';
import { recordAudit, type RequestOrigin } from '../../services/audit';
import { postTransfers } from '../ledger/post-transfers';
import { postInChunks } from '../postings/post-in-chunks';
import { distributionPosting } from './distribution-posting';
import { planDistribution, type DistributionPlan, type DistributionRequest } from './plan';

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

/**
 * Posts a profit or loss: the distributions row, its transfers, each holding's profit_posted /
 * loss_posted and the audit event in one transaction, or, for many holders, the row, the profit
 * received and the frozen lines in one, and the lines in chunks after it. A retried key answers the first
 * distribution; two concurrent posts of one period (any keys, any processes) post once, because
 * the overlap is checked again after the project row is locked.
 */
export async function postDistribution(db: Kysely<Database>, request: PostDistributionRequest): Promise<PostDistributionResult> {
  const key = scopedKey(request.projectId, request.idempotencyKey);
  return oncePerKey<DistributionRow, void, PostDistributionResult>(db, {
    earlier: (handle) => withKey(handle, key),
    replay: (first) => ({ distribution: first, plan: null, posting: null }),
    lock: (trx) => lockProject(trx, request.projectId),
    work: async (trx) => {
      const plan = await planDistribution(trx, request);
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
      await trx.insertInto('distributions').values(row).execute();
      const { head, lines } = distributionPosting(plan, row);
      await postTransfers(trx, head);
      const event = { event: 'distribution' as const, eventId: row.id, projectId: row.project_id, actorId: row.actor_id, distributionId: row.id };
      const posting = await postInChunks(trx, event, lines, request.chunkLines);
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
      return { distribution: row, plan, posting };
    },
  });
}
