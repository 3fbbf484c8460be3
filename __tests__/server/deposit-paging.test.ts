import { sql } from 'kysely';
import type { DepositDto } from '../../src/shared/api-types';
import { encodeCursor } from '../../src/server/db/keyset-cursor';
import { newId } from '../../src/server/db/ids';
import { insertDeposit } from '../../src/server/db/repositories/deposits';
import type { DepositStatus } from '../../src/shared/api-types';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';

notePostgresSkip();

// Issue 15: the admin tab and the investor's list page through every deposit, not only the newest 100.
describe.each(databaseKinds)('deposit list pages and the pending count on %s', (kind) => {
  const {
    ctx,
    admin,
    investors: [investor, other],
  } = useAdminAndInvestor(kind, { investors: [{}, {}] });

  /** A deposit row made `minutesAgo` minutes ago (several may share one instant: the id breaks the tie). */
  async function deposit(user: TestUser, status: DepositStatus, minutesAgo: number): Promise<string> {
    const id = newId();
    const at = new Date(Date.UTC(2026, 10, 1, 12) - minutesAgo * 60_000).toISOString();
    await insertDeposit(ctx.database.db, {
      id,
      user_id: user.user.id,
      amount: 1000,
      status,
      screenshot_key: `${user.user.id}/${newId()}.png`,
      idempotency_key: null,
      created_at: at,
      updated_at: at,
    });
    return id;
  }
  const get = (user: TestUser, query: string) => ctx.app.inject({ method: 'GET', url: `/api/deposit?${query}`, headers: user.headers });

  /** Every page of a list, following nextCursor; fails on a page that does not answer 200. */
  async function walk(user: TestUser, query: string): Promise<{ ids: string[]; pages: number }> {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(user, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { deposits: DepositDto[]; nextCursor: string | null };
      ids.push(...body.deposits.map((d) => d._id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    return { ids, pages };
  }

  test('an admin pages through every deposit, newest first, without repeats or gaps, ties on one instant included', async () => {
    const expected: string[] = [];
    // Minutes ago 0, 1, 1, 1, 2 … : three deposits share one instant.
    for (const minutes of [0, 1, 1, 1, 2, 3, 4]) expected.push(await deposit(minutes % 2 ? investor : other, 'pending', minutes));
    const { ids, pages } = await walk(admin, 'limit=3');
    expect(pages).toBe(3);
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(7);
    // Newest first; within one instant, the larger id first.
    expect(ids[0]).toBe(expected[0]);
    expect(ids.slice(1, 4)).toEqual(expected.slice(1, 4).sort().reverse());
    expect(ids.slice(4)).toEqual(expected.slice(4));
  });

  test('the last page says so; a full last page is followed by none', async () => {
    for (const minutes of [0, 1, 2, 3]) await deposit(investor, 'pending', minutes);
    const first = (await get(admin, 'limit=2')).json();
    const second = (await get(admin, `limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.deposits).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect((await get(admin, 'limit=10')).json().nextCursor).toBeNull();
  });

  test('the status filter pages too, and an investor pages through their own deposits only', async () => {
    const pending: string[] = [];
    for (let minutes = 0; minutes < 12; minutes += 1) {
      const status: DepositStatus = minutes % 3 === 0 ? 'approved' : 'pending';
      const id = await deposit(minutes % 2 ? investor : other, status, minutes);
      if (status === 'pending') pending.push(id);
    }
    expect((await walk(admin, 'status=pending&limit=3')).ids).toEqual(pending);
    const mine = await walk(investor, 'limit=2');
    expect(mine.ids).toHaveLength(6);
    const mineRows = await ctx.database.db.selectFrom('deposits').select('user_id').where('id', 'in', mine.ids).execute();
    expect(mineRows.every((row) => row.user_id === investor.user.id)).toBe(true);
  });

  test('a cursor this server did not make: 400 INVALID_CURSOR, for admins and investors', async () => {
    await deposit(investor, 'pending', 0);
    for (const cursor of ['%%%', 'bm9wZQ', encodeCursor({ createdAt: 'yesterday', id: 'x' }), 'a'.repeat(201)]) {
      for (const user of [admin, investor]) {
        const res = await get(user, `cursor=${encodeURIComponent(cursor)}`);
        expect(res.statusCode).toBe(400);
        expect(['INVALID_CURSOR', 'VALIDATION_FAILED']).toContain(res.json().code);
      }
    }
  });

  test('GET /api/deposit/pending-count counts pending deposits of every investor, for admins only', async () => {
    const count = (user?: TestUser) => ctx.app.inject({ method: 'GET', url: '/api/deposit/pending-count', headers: user?.headers ?? {} });
    expect((await count(admin)).json()).toEqual({ pending: 0 });
    await deposit(investor, 'pending', 0);
    await deposit(other, 'pending', 1);
    await deposit(other, 'approved', 2);
    await deposit(investor, 'rejected', 3);
    expect((await count(admin)).json()).toEqual({ pending: 2 });
    expect((await count(investor)).statusCode).toBe(403);
    expect((await count()).statusCode).toBe(401);
  });

  if (kind === 'sqlite') {
    test('a status page reads the (status, created_at, id) index, not the table in order', async () => {
      const plan = await sql<{
        detail: string;
      }>`EXPLAIN QUERY PLAN SELECT id FROM deposits WHERE status = 'pending' AND (created_at, id) < ('2026-01-01T00:00:00.000Z', 'x') ORDER BY created_at DESC, id DESC LIMIT 51`.execute(
        ctx.database.db,
      );
      const details = plan.rows.map((row) => row.detail).join('\n');
      expect(details).toContain('deposits_status_created');
      expect(details).not.toContain('TEMP B-TREE');
    });
  }
});
