import { bangladeshToday } from '../../money/distributions/bangladesh-days';
import { csvBdt } from '../csv';
import { pageCondition, type ExportTable } from './export-table';

/** Every expense; `date` is the Bangladesh day it was recorded on (the day the filter counts). */
export const expensesExport: ExportTable<{
  id: string;
  description: string;
  category: string;
  amount: number;
  creator_email: string | null;
  created_at: string;
}> = {
  columns: ['id', 'date', 'description', 'category', 'amount_bdt', 'recorded_by', 'created_at'],
  read: (db, range, after, limit) =>
    db
      .selectFrom('expenses as e')
      .leftJoin('users as u', 'u.id', 'e.created_by')
      .select(['e.id', 'e.description', 'e.category', 'e.amount', 'u.email as creator_email', 'e.created_at'])
      .where(pageCondition('e', range, after))
      .orderBy('e.created_at')
      .orderBy('e.id')
      .limit(limit)
      .execute(),
  cells: (_db, rows) =>
    rows.map((row) => [row.id, bangladeshToday(new Date(row.created_at)), row.description, row.category, csvBdt(Number(row.amount)), row.creator_email, row.created_at]),
};
