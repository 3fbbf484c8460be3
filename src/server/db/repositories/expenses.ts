import type { Kysely, Selectable } from 'kysely';
import type { ExpenseDto } from '../../../shared/api-types';
import { poishaToBdt } from '../../../shared/money';
import type { Database, ExpensesTable } from '../schema';

export type ExpenseRow = Selectable<ExpensesTable>;

export async function listExpenses(db: Kysely<Database>): Promise<ExpenseRow[]> {
  return db.selectFrom('expenses').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function insertExpense(trx: Kysely<Database>, row: ExpenseRow): Promise<void> {
  await trx.insertInto('expenses').values(row).execute();
}

export function toExpenseDto(row: ExpenseRow): ExpenseDto {
  return {
    _id: row.id,
    description: row.description,
    amount: poishaToBdt(Number(row.amount)),
    category: row.category,
    createdAt: row.created_at,
  };
}
