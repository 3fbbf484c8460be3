import type { Kysely } from 'kysely';
import { bdtToPoisha } from '../../shared/money';
import type { DatabaseKind } from '../db/connection';
import { newId, nowIso } from '../db/ids';
import { addToRaisedAmount } from '../db/repositories/projects';
import type { Database, ProjectRow } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import { appendLedgerEntry } from './ledger';
import { projectNotFound } from './project-writes';

export interface Allocation {
  projectId: string;
  /** BDT */
  amount: number;
  actorId: string;
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
    if (!(await addToRaisedAmount(trx, allocation.projectId, amount, now))) throw projectNotFound();
    const allocationId = newId();
    await trx
      .insertInto('fund_allocations')
      .values({ id: allocationId, project_id: allocation.projectId, amount, created_by: allocation.actorId, created_at: now })
      .execute();
    await appendLedgerEntry(trx, { type: 'fund_allocation', amount, actorId: allocation.actorId, projectId: allocation.projectId, allocationId });
    return trx.selectFrom('projects').selectAll().where('id', '=', allocation.projectId).executeTakeFirstOrThrow();
  });
}
