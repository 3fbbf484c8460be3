import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

/**
 * A kill between an event's commit and its mail loses no mail: every decided deposit and every step
 * of every withdrawal has its one notice in the outbox (written in the event's transaction), sent or
 * still waiting for the next process.
 */
export async function verifyNotices(db: Kysely<Database>, reviewed: ReadonlySet<string>, problems: string[]): Promise<{ noticesMissing: number }> {
  const decided = await db.selectFrom('deposits').select('id').where('status', 'in', ['approved', 'rejected']).execute();
  // Only the deposits the load reviewed: the fixture's holders got theirs approved as seeded history, by no event.
  const depositKeys = decided.filter((row) => reviewed.has(row.id)).map((row) => ({ key: `deposit-decision:${row.id}` }));
  const withdrawalKeys = await db
    .selectFrom('withdrawals')
    .select(sql<string>`'withdrawal-requested:' || id`.as('key'))
    .unionAll(
      db
        .selectFrom('withdrawals')
        .select(sql<string>`'withdrawal-' || status || ':' || id`.as('key'))
        .where('status', '<>', 'pending'),
    )
    .execute();
  const expected = [...depositKeys, ...withdrawalKeys];
  const written = await db.selectFrom('outbox').select('dedupe_key').execute();
  const keys = new Set(written.map((row) => row.dedupe_key));
  const missing = expected.filter((row) => !keys.has(row.key));
  for (const row of missing.slice(0, 5)) problems.push(`no notice in the outbox for ${row.key}`);
  if (missing.length > 5) problems.push(`… ${missing.length - 5} more events without their notice`);
  return { noticesMissing: missing.length };
}
