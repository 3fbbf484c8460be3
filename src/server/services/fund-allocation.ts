import type { Kysely } from 'kysely';
import { bdtToPoisha, poishaToBdt } from '../../shared/money';
import type { DatabaseKind } from '../db/connection';
import { newId, nowIso } from '../db/ids';
import { addToRaisedAmount } from '../db/repositories/projects';
import type { Database, ProjectRow } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import { recordAudit, type RequestOrigin } from './audit';
import { appendLedgerEntry } from './ledger';
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
 * Allocating funds adds to the project's raised amount (DECISIONS.md). The allocation, the new total
 * and the 'fund_allocation' ledger row commit together or not at all. The total is raised with
 * `raised_amount + x` in one statement, so concurrent allocations never overwrite each other.
 */
export async function allocateFunds(db: Kysely<Database>, kind: DatabaseKind, allocation: Allocation): Promise<ProjectRow> {
  const amount = bdtToPoisha(allocation.amount);
  const now = nowIso();
  return writeTransaction(db, kind, async (trx) => {
    const before = await trx.selectFrom('projects').select('raised_amount').where('id', '=', allocation.projectId).executeTakeFirst();
    if (!(await addToRaisedAmount(trx, allocation.projectId, amount, now))) throw projectNotFound();
    const allocationId = newId();
    await trx
      .insertInto('fund_allocations')
      .values({ id: allocationId, project_id: allocation.projectId, amount, created_by: allocation.actorId, created_at: now })
      .execute();
    await appendLedgerEntry(trx, { type: 'fund_allocation', amount, actorId: allocation.actorId, projectId: allocation.projectId, allocationId });
    const project = await trx.selectFrom('projects').selectAll().where('id', '=', allocation.projectId).executeTakeFirstOrThrow();
    await recordAudit(trx, allocation.origin ?? null, {
      actorId: allocation.actorId,
      action: 'funds_allocated',
      targetType: 'project',
      targetId: allocation.projectId,
      before: { raisedAmount: poishaToBdt(Number(before?.raised_amount ?? 0)) },
      after: { raisedAmount: poishaToBdt(Number(project.raised_amount)), amount: allocation.amount, allocationId },
    });
    return project;
  });
}
