import type { Kysely } from 'kysely';
import { projectNotFound } from '../project-refusals';
import { bdtToPoisha, poishaToBdt } from '../../../shared/money';
import { dialectOf } from '../../db/dialect';
import type { Database, ProjectRow, TransferRow } from '../../db/schema';
import { oncePerKey } from '../idempotency';
import { recordAudit, type RequestOrigin } from '../../services/audit';
import { companyAccount, holding } from '../ledger/account-keys';
import { allocationKeyReused, fundingTargetReached, projectClosed, projectNotOpenForInvestment } from './invest-refusals';
import { sameProjectAndAmount, transferWithKey } from './investment-keys';
import { postTransfer } from '../ledger/post-transfers';
import { moveRaisedAmount } from '../ledger/raised-amount';

export interface Allocation {
  projectId: string;
  /** BDT */
  amount: number;
  actorId: string;
  /** A retried request with the same key answers the first allocation instead of posting a second. */
  idempotencyKey: string | null;
  /** Where the admin's request came from, for the audit event written with the allocation. */
  origin?: RequestOrigin | null;
}

export interface AllocationResult {
  project: ProjectRow;
  /** false when a retried key answered the first allocation */
  created: boolean;
}

/** Keys are the admin's own, like an investor's investment keys are theirs. */
const scopedKey = (actorId: string, key: string | null) => (key ? `company_investment:${actorId}:${key}` : null);

const firstWithKey = (db: Kysely<Database>, key: string | null) => transferWithKey(db, 'company_investment', key);

/** The first allocation's project as it is now; the key sent with another project or amount is refused. */
async function replay(db: Kysely<Database>, first: TransferRow, allocation: Allocation, amount: number): Promise<AllocationResult> {
  if (!sameProjectAndAmount(first, allocation.projectId, amount)) throw allocationKeyReused();
  return { project: await db.selectFrom('projects').selectAll().where('id', '=', allocation.projectId).executeTakeFirstOrThrow(), created: false };
}

/**
 * The fund tab without an investor: the company's own co-investment (MONEY.md: company_capital →
 * holding(company, project)). The transfer, the project's raised amount and the audit event commit
 * together; the raised amount moves by `raised_amount + x` within the funding target, so concurrent
 * allocations never overwrite each other nor pass the target. Idempotent like every money route:
 * the key is looked up again once the project row is held, so a retry racing its first request
 * answers that one. (With an investor, the fund tab invests that investor's wallet money instead:
 * invest.ts.)
 */
export async function allocateFunds(db: Kysely<Database>, allocation: Allocation): Promise<AllocationResult> {
  const amount = bdtToPoisha(allocation.amount);
  const key = scopedKey(allocation.actorId, allocation.idempotencyKey);
  return oncePerKey(db, {
    earlier: (handle) => firstWithKey(handle, key),
    replay: (first, handle) => replay(handle, first, allocation, amount),
    lock: (trx) =>
      trx
        .selectFrom('projects')
        .select(['raised_amount', 'funding_target', 'archived_at', 'completed_at'])
        .where('id', '=', allocation.projectId)
        .$if(dialectOf(trx) === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst(),
    work: async (trx, before) => {
      if (!before || before.archived_at !== null) throw projectNotFound();
      if (before.completed_at !== null) throw projectClosed();
      if (before.funding_target === null) throw projectNotOpenForInvestment();
      if (!(await moveRaisedAmount(trx, allocation.projectId, amount, { withinTarget: true }))) {
        const now = await trx.selectFrom('projects').select(['raised_amount', 'funding_target']).where('id', '=', allocation.projectId).executeTakeFirstOrThrow();
        throw fundingTargetReached(Number(now.funding_target) - Number(now.raised_amount));
      }
      const transfer = await postTransfer(trx, {
        debit: companyAccount('company_capital'),
        credit: holding(null, allocation.projectId),
        amount,
        kind: 'company_investment',
        actorId: allocation.actorId,
        projectId: allocation.projectId,
        idempotencyKey: key,
      });
      const project = await trx.selectFrom('projects').selectAll().where('id', '=', allocation.projectId).executeTakeFirstOrThrow();
      await recordAudit(trx, allocation.origin ?? null, {
        actorId: allocation.actorId,
        action: 'funds_allocated',
        targetType: 'project',
        targetId: allocation.projectId,
        before: { raisedAmount: poishaToBdt(Number(before.raised_amount)) },
        after: { raisedAmount: poishaToBdt(Number(project.raised_amount)), amount: allocation.amount, transferId: transfer.id },
      });
      return { project, created: true };
    },
  });
}
