import type { Kysely } from 'kysely';
import { newId, nowIso } from '../db/ids';
import type { Database, LedgerEntryType } from '../db/schema';

export interface LedgerEntry {
  type: LedgerEntryType;
  /** poisha; negative only for a project_adjustment that lowers the raised amount */
  amount: number;
  /** null for the system (demo seed) */
  actorId: string | null;
  userId?: string;
  projectId?: string;
  depositId?: string;
  allocationId?: string;
  expenseId?: string;
}

/** Appends one ledger row; call inside the transaction that changes the totals it explains. */
export async function appendLedgerEntry(trx: Kysely<Database>, entry: LedgerEntry): Promise<void> {
  await trx
    .insertInto('ledger_entries')
    .values({
      id: newId(),
      entry_type: entry.type,
      amount: entry.amount,
      actor_id: entry.actorId,
      user_id: entry.userId ?? null,
      project_id: entry.projectId ?? null,
      deposit_id: entry.depositId ?? null,
      allocation_id: entry.allocationId ?? null,
      expense_id: entry.expenseId ?? null,
      created_at: nowIso(),
    })
    .execute();
}

export interface LedgerMismatch {
  kind: 'user' | 'project';
  id: string;
  stored: number;
  ledger: number;
}

/** Entries that move a project's raised amount: its opening amount, allocations and admin corrections. */
const PROJECT_ENTRY_TYPES: LedgerEntryType[] = ['project_opening', 'fund_allocation', 'project_adjustment'];

/**
 * Totals must equal the ledger: a user's totalInvestment is the sum of their approved deposits;
 * a project's raised amount is the sum of its project entries. Returns the differences.
 */
export async function findLedgerMismatches(db: Kysely<Database>): Promise<LedgerMismatch[]> {
  const userSums = await db
    .selectFrom('users')
    .leftJoin('ledger_entries', (join) => join.onRef('ledger_entries.user_id', '=', 'users.id').on('ledger_entries.entry_type', '=', 'deposit_approved'))
    .select((eb) => ['users.id as id', 'users.total_investment as stored', eb.fn.coalesce(eb.fn.sum<number>('ledger_entries.amount'), eb.lit(0)).as('ledger')])
    .groupBy(['users.id', 'users.total_investment'])
    .execute();
  const mismatches: LedgerMismatch[] = userSums
    .filter((row) => Number(row.stored) !== Number(row.ledger))
    .map((row) => ({ kind: 'user', id: row.id, stored: Number(row.stored), ledger: Number(row.ledger) }));

  const projectSums = await db
    .selectFrom('projects')
    .leftJoin('ledger_entries', (join) =>
      join.onRef('ledger_entries.project_id', '=', 'projects.id').on('ledger_entries.entry_type', 'in', PROJECT_ENTRY_TYPES),
    )
    .select((eb) => ['projects.id as id', 'projects.raised_amount as stored', eb.fn.coalesce(eb.fn.sum<number>('ledger_entries.amount'), eb.lit(0)).as('ledger')])
    .groupBy(['projects.id', 'projects.raised_amount'])
    .execute();
  for (const row of projectSums) {
    if (Number(row.stored) !== Number(row.ledger)) mismatches.push({ kind: 'project', id: row.id, stored: Number(row.stored), ledger: Number(row.ledger) });
  }
  return mismatches;
}
