import type { Kysely } from 'kysely';
import type { ExportKind } from '../../../shared/schemas/exports';
import type { KeysetCursor } from '../../db/keyset-cursor';
import type { Database } from '../../db/schema';
import { CSV_BOM, csvRow } from '../csv';
import { depositsExport } from './deposits-export';
import { distributionsExport } from './distributions-export';
import type { ExportRange, ExportTable, KeysetRow } from './export-table';
import { expensesExport } from './expenses-export';
import { investmentsExport } from './investments-export';
import { usersExport } from './users-export';

export const EXPORT_PAGE_SIZE = 500;

export const EXPORTS: Record<ExportKind, ExportTable<KeysetRow>> = {
  users: usersExport,
  deposits: depositsExport,
  investments: investmentsExport,
  distributions: distributionsExport,
  expenses: expensesExport,
};

/**
 * One export as CSV text, written as it is read: a BOM so spreadsheet programs read Bengali as UTF-8,
 * the header, then each keyset page's rows as soon as that page is read. Only one page is ever held.
 */
export async function* exportCsv(db: Kysely<Database>, table: ExportTable<KeysetRow>, range: ExportRange, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<string> {
  yield `${CSV_BOM}${csvRow(table.columns)}`;
  let after: KeysetCursor | null = null;
  for (;;) {
    const rows = await table.read(db, range, after, pageSize);
    if (rows.length > 0) yield (await table.cells(db, rows)).map(csvRow).join('');
    const last = rows[rows.length - 1];
    if (rows.length < pageSize || !last) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
