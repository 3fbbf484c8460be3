import type { Kysely } from 'kysely';
import { bdtToPoisha, poishaToBdt } from '../../shared/money';
import type { DatabaseKind } from '../db/connection';
import type { Database, ProjectRow } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import { recordAudit, type RequestOrigin } from './audit';
import { companyAccount, holding } from './money/account-keys';
import { fundingTargetReached, projectClosed } from './money/invest-refusals';
import { postTransfer } from './money/post-transfer';
import { moveRaisedAmount } from './money/raised-amount';
import { projectNotFound } from './project-writes';

export interface Allocation {
  projectId: string;
  /** BDT */
  amount: number;
  actorId: string;
  /** Where the admin's request came from, for the audit event written with the allocation. */
  origin?: RequestOrigin | null;
}

/**
 * The fund tab without an investor: the company's own co-investment (MONEY.md: company_capital →
 * holding(company, project)). The transfer, the project's raised amount and the audit event commit
 * together; the raised amount moves by `raised_amount + x` within the funding target, so concurrent
 * allocations never overwrite each other nor pass the target. (With an investor, the fund tab
 * invests that investor's wallet money instead: services/money/invest.ts.)
 */
export async function allocateFunds(db: Kysely<Database>, kind: DatabaseKind, allocation: Allocation): Promise<ProjectRow> {
  const amount = bdtToPoisha(allocation.amount);
  return writeTransaction(db, kind, async (trx) => {
    const before = await trx.selectFrom('projects').select(['raised_amount', 'archived_at', 'completed_at']).where('id', '=', allocation.projectId).executeTakeFirst();
    if (!before || before.archived_at !== null) throw projectNotFound();
    if (before.completed_at !== null) throw projectClosed();
    if (!(await moveRaisedAmount(trx, allocation.projectId, amount, { withinTarget: true }))) {
      // Re-read: a completion that committed while this waited for the row refuses it.
      const now = await trx.selectFrom('projects').select(['raised_amount', 'funding_target', 'completed_at']).where('id', '=', allocation.projectId).executeTakeFirstOrThrow();
      if (now.completed_at !== null) throw projectClosed();
      throw fundingTargetReached(Number(now.funding_target) - Number(now.raised_amount));
    }
    const transfer = await postTransfer(trx, {
      debit: companyAccount('company_capital'),
      credit: holding(null, allocation.projectId),
      amount,
      kind: 'company_investment',
      actorId: allocation.actorId,
      projectId: allocation.projectId,
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
    return project;
  });
}
