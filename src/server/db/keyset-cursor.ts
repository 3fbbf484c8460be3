import { sql, type SelectQueryBuilder } from 'kysely';
import { HttpError } from '../http-error';

/**
 * The position of a keyset page: the last row's (created_at, id). Lists walk an index on those
 * columns backwards from it, so page 500 costs what page 1 does.
 */
export interface KeysetCursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** null when the text is not a cursor this server made. */
export function decodeCursor(text: string): KeysetCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const match = /^(\d{4}-\d{2}-\d{2}T[0-9:.]+Z)\|([0-9a-f]{24})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  return match ? { createdAt: match[1] as string, id: match[2] as string } : null;
}

/** The cursor a request sent, decoded; a cursor this server did not make is a clear 400. */
export function cursorFromQuery(text: string | null | undefined): KeysetCursor | null {
  if (!text) return null;
  const cursor = decodeCursor(text);
  if (!cursor) throw new HttpError(400, 'The list position (cursor) is not valid. Please reload the list.', 'INVALID_CURSOR');
  return cursor;
}

/** Splits the limit + 1 rows a page query read into the page and the next page's cursor. */
export function pageOf<Row extends { id: string; created_at: string }>(rows: Row[], limit: number): { page: Row[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, next: rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null };
}

/** A list query's next page, newest first from the cursor: limit + 1 rows, so pageOf can tell whether more follow. */
export function newestFirst<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { limit, after }: { limit: number; after: KeysetCursor | null },
): SelectQueryBuilder<DB, TB, O> {
  const from = after ? query.where(sql<boolean>`(created_at, id) < (${after.createdAt}, ${after.id})`) : query;
  return from
    .orderBy(sql`created_at`, 'desc')
    .orderBy(sql`id`, 'desc')
    .limit(limit + 1);
}
