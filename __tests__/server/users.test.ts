import { CompiledQuery } from 'kysely';
import { activeUsersPageQuery } from '../../src/server/db/repositories/users';
import { client, MESSAGES } from './helpers/auth-api';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser } from './helpers/users';

notePostgresSkip();

interface Listed {
  _id: string;
  fullname: string;
  createdAt: string;
}

describe.each(databaseKinds)('profile and the admin users list on %s', (kind) => {
  const { ctx, admin, investor } = useAdminAndInvestor(kind, { shared: true });
  const names: Record<string, string> = {};

  beforeAll(async () => {
    for (const { user } of [admin, investor]) names[user.id] = user.fullname;
    // 25 users, two per minute so that equal created_at values are ordered by id.
    for (let i = 0; i < 25; i += 1) {
      const created = new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 2) * 60_000).toISOString();
      const overrides = {
        created_at: created,
        updated_at: created,
        fullname: i < 3 ? `Nusrat Jahan ${i}` : i === 11 ? '100% Halal_Trader' : `Investor ${i}`,
        ...(i === 5 ? { email: `karim.rahman-${kind}@example.org` } : {}),
        ...(i === 7 ? { phone: '+8801712345678' } : {}),
        ...(i === 9 ? { nid: 'NID-4455' } : {}),
      };
      const { user } = await createTestUser(ctx.database.db, overrides);
      names[user.id] = user.fullname;
    }
    await createTestUser(ctx.database.db, { fullname: 'Nusrat Gone', is_active: 0 });
  });

  const api = () => client(ctx.app);
  const list = async (query: string, token = admin.token) => {
    const res = await api().get(`/api/auth/users${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as { users: Listed[]; nextCursor: string | null };
  };
  /** Active users as the list must show them: newest first, ties by id. */
  async function expectedOrder(): Promise<string[]> {
    const rows = await ctx.database.db.selectFrom('users').select(['id', 'created_at']).where('is_active', '=', 1).execute();
    return rows.sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1)).map((r) => r.id);
  }

  test('GET /auth/users pages through active users newest first with keyset cursors', async () => {
    const expected = await expectedOrder();
    expect(expected).toHaveLength(27);
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page: { users: Listed[]; nextCursor: string | null } = await list(`?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      sizes.push(page.users.length);
      seen.push(...page.users.map((u) => u._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 7]);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(27);

    const all = await list('');
    expect(all.nextCursor).toBeNull();
    expect(all.users.map((u) => u._id)).toEqual(expected);
    expect(all.users.find((u) => u._id === investor.user.id)).toEqual({
      _id: investor.user.id,
      fullname: investor.user.fullname,
      email: investor.user.email,
      phone: null,
      phoneVerified: false,
      nid: null,
      uniqueId: investor.user.unique_id,
      profileImage: null,
      role: 'investor',
      isVerified: true,
      twoFactorEnabled: false,
      availableBalance: 0,
      totalInvestment: 0,
      totalProfit: 0,
      totalLoss: 0,
      createdAt: investor.user.created_at,
      updatedAt: investor.user.updated_at,
    });
    expect(JSON.stringify(all)).not.toMatch(/password|argon2|Nusrat Gone/);
  });

  test.each([
    ['part of a name, any case', 'nusRAT', /^Nusrat Jahan \d$/],
    ['part of an email', 'KARIM.RAHMAN-', /^Investor 5$/],
    ['part of a phone', '1712345', /^Investor 7$/],
    ['part of an NID', 'nid-44', /^Investor 9$/],
    ['a literal %', '%', /^100% Halal_Trader$/],
    ['a literal _', 'l_t', /^100% Halal_Trader$/],
    ['nothing', 'zzz-no-match', /^never$/],
  ])('GET /auth/users?q= finds users by %s, newest first', async (_label, q, fullname) => {
    const { users, nextCursor } = await list(`?q=${encodeURIComponent(q)}`);
    const expected = (await expectedOrder()).filter((id) => fullname.test(names[id] ?? ''));
    expect(users.map((u) => u._id)).toEqual(expected);
    expect(nextCursor).toBeNull();
  });

  test('the search follows a profile edit: the new name and Bengali text are found, the old name is not', async () => {
    const investor = await createTestUser(ctx.database.db, { fullname: 'Selim Before' });
    const res = await api().put('/api/auth/update', { fullname: 'সেলিম আহমেদ', email: investor.user.email, phone: '01999888777', nid: '' }, investor.token);
    expect(res.statusCode).toBe(200);
    expect((await list('?q=selim%20before')).users).toEqual([]);
    expect((await list(`?q=${encodeURIComponent('সেলিম')}`)).users.map((u) => u._id)).toEqual([investor.user.id]);
    expect((await list('?q=999888')).users.map((u) => u._id)).toEqual([investor.user.id]);
  });

  test('a search pages with cursors too', async () => {
    const first = await list('?q=investor&limit=8');
    const second = await list(`?q=investor&limit=8&cursor=${first.nextCursor}`);
    const third = await list(`?q=investor&limit=8&cursor=${second.nextCursor}`);
    expect([first.users.length, second.users.length, third.users.length, third.nextCursor]).toEqual([8, 8, 5, null]);
    const ids = [...first.users, ...second.users, ...third.users].map((u) => u._id);
    expect(new Set(ids).size).toBe(21);
    expect(ids).toEqual((await expectedOrder()).filter((id) => names[id]?.startsWith('Investor')));
  });

  test.each([
    ['a cursor this server did not make', '?cursor=garbage!', 'The list position (cursor) is not valid. Please reload the list.', 'INVALID_CURSOR'],
    [
      'a cursor with a bad id',
      `?cursor=${Buffer.from('2025-01-01T00:00:00.000Z|nope').toString('base64url')}`,
      'The list position (cursor) is not valid. Please reload the list.',
      'INVALID_CURSOR',
    ],
    ['a limit of 0', '?limit=0', 'limit must be at least 1.', 'VALIDATION_FAILED'],
    ['a limit that is not a number', '?limit=ten', 'limit must be a number.', 'VALIDATION_FAILED'],
    ['an unknown parameter', '?role=admin', 'Unknown field: role', 'VALIDATION_FAILED'],
  ])('GET /auth/users refuses %s with 400', async (_label, query, message, code) => {
    const res = await api().get(`/api/auth/users${query}`, admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code });
  });

  test('investors get 403 and anonymous callers 401 on the admin routes', async () => {
    for (const [method, url] of [
      ['get', '/api/auth/users'],
      ['delete', `/api/auth/users/${investor.user.id}`],
    ] as const) {
      const asInvestor = await api()[method](url, investor.token);
      expect([asInvestor.statusCode, asInvestor.json()]).toEqual([403, MESSAGES.forbidden]);
      const anonymous = await api()[method](url);
      expect([anonymous.statusCode, anonymous.json()]).toEqual([401, MESSAGES.unauthenticated]);
    }
    expect((await api().get('/api/auth/user')).json()).toEqual(MESSAGES.unauthenticated);
    expect((await ctx.database.db.selectFrom('users').select('is_active').where('id', '=', investor.user.id).executeTakeFirst())?.is_active).toBe(1);
  });

  test('DELETE /auth/users/:id deactivates: sessions end, sign-in is refused, the row and its history stay', async () => {
    const target = await createTestUser(ctx.database.db, { fullname: 'Leaving Soon' });
    const login = await api().post('/api/auth/login', { email: target.user.email, password: target.password });
    const second = login.json().token as string;

    let res = await api().delete(`/api/auth/users/${target.user.id}`, admin.token);
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'User deactivated.' }]);
    for (const token of [target.token, second]) expect((await api().get('/api/auth/user', token)).json()).toEqual(MESSAGES.sessionExpired);
    res = await api().post('/api/auth/login', { email: target.user.email, password: target.password });
    expect([res.statusCode, res.json()]).toEqual([403, MESSAGES.deactivated]);
    expect((await list('?q=leaving')).users).toEqual([]);
    const row = await ctx.database.db.selectFrom('users').selectAll().where('id', '=', target.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_active: 0, email: target.user.email, fullname: 'Leaving Soon' });

    // Again: still deactivated, same answer.
    res = await api().delete(`/api/auth/users/${target.user.id}`, admin.token);
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'User deactivated.' }]);
  });

  test('DELETE /auth/users/:id: unknown 404, malformed 400, own account 409', async () => {
    let res = await api().delete('/api/auth/users/0123456789abcdef01234567', admin.token);
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'User not found.', code: 'USER_NOT_FOUND' }]);
    res = await api().delete('/api/auth/users/not-an-id', admin.token);
    expect([res.statusCode, res.json()]).toEqual([400, { message: 'User id is not valid.', code: 'VALIDATION_FAILED', fields: { id: 'User id is not valid.' } }]);
    res = await api().delete(`/api/auth/users/${admin.user.id}`, admin.token);
    expect([res.statusCode, res.json()]).toEqual([409, { message: 'You cannot deactivate your own account.', code: 'CANNOT_DEACTIVATE_SELF' }]);
    expect((await api().get('/api/auth/user', admin.token)).statusCode).toBe(200);
  });

  if (kind === 'sqlite') {
    test('a search page walks the users_search index (order and search text in it): no sort step, no OFFSET', async () => {
      const query = activeUsersPageQuery(ctx.database.db, { q: 'x', limit: 50, after: { createdAt: '2025-01-01T00:05:00.000Z', id: 'f'.repeat(24) } }).compile();
      const plan = await ctx.database.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
      const details = plan.rows.map((r) => r.detail).join('\n');
      expect(details).toMatch(/USING INDEX users_search/);
      expect(details).not.toMatch(/TEMP B-TREE/);
      expect(query.sql).not.toMatch(/offset/i);
    });
  }
});
