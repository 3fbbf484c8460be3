import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

/**
 * A kill between an event's commit and its mail loses no mail: every decided deposit and every step
 * of every withdrawal has its one notice in the outbox (written in the event's transaction), sent or
 * still waiting for the next process, and its message in the investor's inbox.
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
  const missing: string[] = [];
  for (const table of ['outbox', 'inbox'] as const) {
    const written = new Set((await db.selectFrom(table).select('dedupe_key').execute()).map((row) => row.dedupe_key));
    for (const row of expected) if (!written.has(row.key)) missing.push(`no notice in the ${table} for ${row.key}`);
  }
  problems.push(...missing.slice(0, 5));
  if (missing.length > 5) problems.push(`… ${missing.length - 5} more events without their notice`);
  return { noticesMissing: missing.length };
}
