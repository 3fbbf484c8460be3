import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { sqliteFile } from '../../src/server/db/connection';
import { insertPendingDeposit } from './helpers/deposit-fixture';
import { ledgerProblems } from './helpers/money';
import { createTestContext, type TestContext } from './helpers/test-app';
import { createTestAdmin, createTestUser, type TestUser } from './helpers/users';

// SECURITY.md 12: when another process holds SQLite's write lock for longer than busy_timeout, a
// write is answered with a clear "busy, try again" (503 and Retry-After), never a bare 500, and
// nothing of it is kept, so the retry decides it exactly once.
describe('a SQLite database locked by another process for longer than busy_timeout', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let investor: TestUser;
  let other: SqliteDatabase.Database | null = null;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite');
    admin = await createTestAdmin(ctx.database.db);
    investor = await createTestUser(ctx.database.db);
  });
  afterEach(async () => {
    other?.close();
    other = null;
    await ctx.close();
  });

  test('a review answers 503 DATABASE_BUSY and changes nothing; the retry approves once', async () => {
    const db = ctx.database.db;
    const id = await insertPendingDeposit(db, investor.user.id, 250_000);
    // Short, so the test waits 100 ms instead of the real 5 s.
    await sql`pragma busy_timeout = 100`.execute(db);
    other = new SqliteDatabase(sqliteFile(ctx.config.dataDir));
    other.exec('begin immediate');

    const review = () => ctx.app.inject({ method: 'PUT', url: `/api/deposit/${id}`, payload: { status: 'approved' }, headers: admin.headers });
    const busy = await review();
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({ message: 'The service is busy. Please try again in a moment.', code: 'DATABASE_BUSY' });

    other.exec('rollback');
    const row = await db.selectFrom('deposits').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(await db.selectFrom('transfers').selectAll().execute()).toEqual([]);

    expect((await review()).statusCode).toBe(200);
    expect((await review()).statusCode).toBe(409);
    expect(await db.selectFrom('transfers').select('amount').where('deposit_id', '=', id).execute()).toEqual([{ amount: 250_000 }]);
    expect(await ledgerProblems(db)).toEqual([]);
  });
});
