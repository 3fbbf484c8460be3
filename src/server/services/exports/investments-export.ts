import { investmentReference } from '../../../shared/references';
import type { TransferKind } from '../../db/schema';
import { csvBdt } from '../csv';
import { pageCondition, type ExportTable } from './export-table';

/**
 * Money put into projects (MONEY.md): investors' investments, the company's co-investments and
 * opening capital, and the migration's corrections of over-stated opening capital (as negative
 * amounts, so the column adds up to what was raised).
 */
const KINDS: TransferKind[] = ['investment', 'company_investment', 'opening_capital', 'opening_correction'];

export const investmentsExport: ExportTable<{
  id: string;
  kind: TransferKind;
  investor_email: string | null;
  investor_name: string | null;
  project_id: string | null;
  project_title: string | null;
  amount: number;
  created_at: string;
}> = {
  columns: ['reference', 'transfer_id', 'kind', 'investor_email', 'investor_name', 'project_id', 'project', 'amount_bdt', 'created_at'],
  read: (db, range, after, limit) =>
    db
      .selectFrom('transfers as t')
      .leftJoin('users as u', 'u.id', 't.user_id')
      .leftJoin('projects as p', 'p.id', 't.project_id')
      .select(['t.id', 't.kind', 'u.email as investor_email', 'u.fullname as investor_name', 't.project_id', 'p.title as project_title', 't.amount', 't.created_at'])
      .where('t.kind', 'in', KINDS)
      .where(pageCondition('t', range, after))
      .orderBy('t.created_at')
      .orderBy('t.id')
      .limit(limit)
      .execute(),
  cells: (_db, rows) =>
    rows.map((row) => {
      const amount = Number(row.amount);
      return [
        investmentReference(row.id),
        row.id,
        row.kind,
        // Co-investments and opening capital are the company's own holding.
        row.investor_email ?? '',
        row.investor_name ?? 'company',
        row.project_id,
        row.project_title,
        csvBdt(row.kind === 'opening_correction' ? -amount : amount),
        row.created_at,
      ];
    }),
};
