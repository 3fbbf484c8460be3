import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ExportQuery } from '../../../shared/schemas/exports';
import type { KeysetCursor } from '../../db/keyset-cursor';
import type { Database } from '../../db/schema';
import { dayNumber, dayText, endOfBangladeshDay } from '../../money/distributions/bangladesh-days';

/** The instants an export covers: [start, end), either side open (null). */
export interface ExportRange {
  start: string | null;
  end: string | null;
}

/** Bangladesh days, both included: from 00:00 of `from` to 24:00 of `to`, UTC+6 (as statements count them). */
export function exportRange({ from, to }: ExportQuery): ExportRange {
  return { start: from ? endOfBangladeshDay(dayText(dayNumber(from) - 1)) : null, end: to ? endOfBangladeshDay(to) : null };
}

export interface KeysetRow {
  id: string;
  created_at: string;
}

/**
 * One export: its header and how to read and write it a page at a time. `read` returns up to `limit`
 * rows after the cursor, oldest first; `cells` turns a page into rows of cells (and may look up more
 * for the whole page at once, never a query per row).
 */
export interface ExportTable<Row extends KeysetRow> {
  columns: readonly string[];
  read(db: Kysely<Database>, range: ExportRange, after: KeysetCursor | null, limit: number): Promise<Row[]>;
  cells(db: Kysely<Database>, rows: Row[]): Promise<unknown[][]> | unknown[][];
}

/**
 * The date range and the keyset position on a table's (created_at, id), as one condition. The
 * row-value comparison walks the (created_at, id) index forwards from the cursor on both databases,
 * so the last page costs what the first does.
 */
export function pageCondition(alias: string, range: ExportRange, after: KeysetCursor | null): RawBuilder<boolean> {
  const createdAt = sql.ref(`${alias}.created_at`);
  const id = sql.ref(`${alias}.id`);
  const parts: RawBuilder<unknown>[] = [sql`1 = 1`];
  // After the first page the cursor is past the start already; leaving the start out makes the cursor
  // the index's lower bound, so a page never rescans the rows before it.
  if (range.start && !after) parts.push(sql`${createdAt} >= ${range.start}`);
  if (range.end) parts.push(sql`${createdAt} < ${range.end}`);
  if (after) parts.push(sql`(${createdAt}, ${id}) > (${after.createdAt}, ${after.id})`);
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

/** 'yes'/'no' reads the same in every spreadsheet program (1/0 flags do not say what they mean). */
export const yesNo = (flag: number | boolean) => (Number(flag) ? 'yes' : 'no');
