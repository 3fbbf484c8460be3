import { sql, type Kysely } from 'kysely';
import type { LedgerMismatchDto } from '../../../shared/money-types';
import type { Database } from '../../db/schema';
import { mismatch, n } from './ledger-mismatch';

/**
 * Every chunked posting's progress is what its chunks say: the lines and chunks counted as posted
 * are those whose chunk is marked posted, the chunks hold all its lines, and it is 'posted' exactly
 * when no chunk is left.
 */
export async function postingProgress(db: Kysely<Database>): Promise<LedgerMismatchDto[]> {
  const rows = await db
    .selectFrom('postings as p')
    .select([
      'p.id',
      'p.project_id',
      'p.status',
      'p.lines_total',
      'p.lines_posted',
      'p.chunks_total',
      'p.chunks_posted',
      sql<number>`(select count(*) from posting_chunks c where c.posting_id = p.id)`.as('chunks'),
      sql<number>`(select coalesce(sum(c.lines), 0) from posting_chunks c where c.posting_id = p.id)`.as('lines'),
      sql<number>`(select count(*) from posting_chunks c where c.posting_id = p.id and c.posted_at is not null)`.as('chunks_done'),
      sql<number>`(select coalesce(sum(c.lines), 0) from posting_chunks c where c.posting_id = p.id and c.posted_at is not null)`.as('lines_done'),
    ])
    .execute();
  const found: LedgerMismatchDto[] = [];
  for (const p of rows) {
    const ids = { projectId: p.project_id };
    const differs = (expected: unknown, actual: unknown, what: string) => {
      if (n(expected) !== n(actual)) found.push(mismatch('posting_progress', 0, 0, `Posting ${p.id}: ${what} (${n(expected)} vs ${n(actual)})`, ids));
    };
    differs(p.chunks, p.chunks_total, 'its chunks differ from the chunks it counts');
    differs(p.lines, p.lines_total, 'its chunks hold other lines than it counts');
    differs(p.chunks_done, p.chunks_posted, 'the chunks marked posted differ from its progress');
    differs(p.lines_done, p.lines_posted, 'the lines of its posted chunks differ from its progress');
    differs(p.status === 'posted' ? 1 : 0, n(p.chunks_done) === n(p.chunks) ? 1 : 0, `it is '${p.status}' with ${n(p.chunks_done)} of ${n(p.chunks)} chunks posted`);
  }
  return found;
}
