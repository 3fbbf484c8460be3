import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf } from './dialect';
import type { Database } from './schema';

export type ColumnType = 'text' | 'bigint';

/**
 * Rows sent as one derived table `alias(columns…)`, one parameter set whatever their number: a JSON
 * text read by json_each on SQLite, one array per column on PostgreSQL. The database reads the rows
 * in the order given, so a statement over them writes in that order too.
 */
export function rowsTable<C extends string>(
  db: Kysely<Database>,
  alias: string,
  columns: Record<C, ColumnType>,
  rows: ReadonlyArray<Record<C, string | number | null>>,
): RawBuilder<unknown> {
  const names = Object.keys(columns) as C[];
  if (dialectOf(db) === 'postgres') {
    const arrays = names.map((name) => sql`${rows.map((row) => row[name])}::${sql.raw(columns[name])}[]`);
    return sql`unnest(${sql.join(arrays)}) as ${sql.raw(alias)}(${sql.raw(names.join(', '))})`;
  }
  const json = JSON.stringify(rows.map((row) => names.map((name) => row[name])));
  const picks = names.map((name, i) => sql.raw(`value ->> ${i} as ${name}`));
  return sql`(select ${sql.join(picks)} from json_each(${json})) as ${sql.raw(alias)}`;
}
