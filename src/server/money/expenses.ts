import type { Kysely } from 'kysely';
import { bdtToPoisha } from '../../shared/money';
import type { ExpenseBody } from '../../shared/schemas/expenses';
import { newId, nowIso } from '../db/ids';
import { insertExpense, type ExpenseRow } from '../db/repositories/expenses';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import { recordAudit, type RequestOrigin } from '../services/audit';
import { companyAccount } from './ledger/account-keys';
import { postTransfer } from './ledger/post-transfers';

/** An expense is money leaving the company's bank (MONEY.md: expenses ← bank): its row and its transfer land together. */
export async function recordExpense(db: Kysely<Database>, body: ExpenseBody, actorId: string, origin: RequestOrigin | null = null): Promise<ExpenseRow> {
  const row: ExpenseRow = {
    id: newId(),
    description: body.description,
    amount: bdtToPoisha(body.amount),
    category: body.category,
    created_by: actorId,
    created_at: nowIso(),
  };
  await writeTransaction(db, async (trx) => {
    await insertExpense(trx, row);
    await postTransfer(trx, { debit: companyAccount('expenses'), credit: companyAccount('bank'), amount: row.amount, kind: 'expense', actorId, expenseId: row.id });
    const after = { description: row.description, amount: body.amount, category: row.category };
    await recordAudit(trx, origin, { actorId, action: 'expense_created', targetType: 'expense', targetId: row.id, after });
  });
  return row;
}
