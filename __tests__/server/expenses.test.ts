import { balanceByKey, ledgerProblems } from './helpers/money';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';

notePostgresSkip();

const UNAUTHENTICATED = { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' };
const FORBIDDEN = { message: 'Only administrators can do this.', code: 'FORBIDDEN' };
const invalid = (field: string, message: string) => ({ message, code: 'VALIDATION_FAILED', fields: { [field]: message } });
const valid = { description: 'Site visit to the Savar farm', amount: 1250.5, category: 'Travel' };

describe.each(databaseKinds)('expense routes on %s', (kind) => {
  const { ctx, admin, investor } = useAdminAndInvestor(kind);

  const list = (user: TestUser | null = admin) => ctx.app.inject({ method: 'GET', url: '/api/expenses', headers: user?.headers ?? {} });
  const post = (payload: unknown, user: TestUser | null = admin) =>
    ctx.app.inject({ method: 'POST', url: '/api/expenses', headers: user?.headers ?? {}, payload: payload as object });
  const written = async () => ({
    expenses: (await ctx.database.db.selectFrom('expenses').select('id').execute()).length,
    transfers: (await ctx.database.db.selectFrom('transfers').select('id').execute()).length,
  });

  test('GET /api/expenses answers {expenses: []} when there are none', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ expenses: [] });
  });

  test('POST /api/expenses answers 201 {expense} and posts its expenses ← bank transfer in the same step', async () => {
    const res = await post({ ...valid, category: ' Travel ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      expense: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), ...valid, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });
    const { expense } = res.json();
    const stored = await ctx.database.db.selectFrom('expenses').selectAll().executeTakeFirstOrThrow();
    expect({ amount: Number(stored.amount), created_by: stored.created_by }).toEqual({ amount: 125050, created_by: admin.user.id });
    const transfers = await ctx.database.db.selectFrom('transfers').selectAll().execute();
    expect(transfers.map((row) => ({ kind: row.kind, amount: Number(row.amount), expense: row.expense_id, actor: row.actor_id, project: row.project_id }))).toEqual([
      { kind: 'expense', amount: 125050, expense: expense._id, actor: admin.user.id, project: null },
    ]);
    expect({ expenses: await balanceByKey(ctx.database.db, 'expenses'), bank: await balanceByKey(ctx.database.db, 'bank') }).toEqual({ expenses: -125050, bank: 125050 });
    expect(await ledgerProblems(ctx.database.db)).toEqual([]);
  });

  test('GET lists expenses newest first; Bengali digits and numeric text are accepted', async () => {
    const first = (await post(valid)).json().expense;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await post({ description: 'Printer paper', amount: '১২০', category: 'Office' })).json().expense;
    expect(second.amount).toBe(120);
    expect((await list()).json()).toEqual({ expenses: [second, first] });
  });

  test.each([
    ['description', { description: undefined }, 'All fields are required.'],
    ['description', { description: '   ' }, 'All fields are required.'],
    ['category', { category: '' }, 'All fields are required.'],
    ['amount', { amount: undefined }, 'All fields are required.'],
    ['amount', { amount: '' }, 'All fields are required.'],
    ['amount', { amount: 0 }, 'Amount must be more than zero.'],
    ['amount', { amount: -5 }, 'Amount must be more than zero.'],
    ['amount', { amount: 1.234 }, 'Amount can have at most 2 decimals.'],
    ['amount', { amount: 1e300 }, 'Amount is too large.'],
    ['amount', { amount: 'abc' }, 'Amount must be a number.'],
    ['amount', { amount: [5] }, 'Amount must be a number.'],
    ['description', { description: 'x'.repeat(501) }, 'Description must be at most 500 characters.'],
    ['category', { category: { $ne: '' } }, 'Category must be text.'],
    ['_', { createdAt: '2020-01-01', created_by: 'x' }, 'Unknown field: createdAt, created_by'],
  ])('POST refuses a bad %s with 400 and writes nothing (%#)', async (field, overrides, message) => {
    const res = await post({ ...valid, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid(field, message));
    expect(await written()).toEqual({ expenses: 0, transfers: 0 });
  });

  test('an empty body names every field with the one spec message', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    const message = 'All fields are required.';
    expect(res.json()).toEqual({ message, code: 'VALIDATION_FAILED', fields: { description: message, amount: message, category: message } });
  });

  test('GET and POST: anonymous 401, investor 403; nothing written', async () => {
    for (const [user, expected] of [
      [null, [401, UNAUTHENTICATED]],
      [investor, [403, FORBIDDEN]],
    ] as const) {
      const read = await list(user);
      expect([read.statusCode, read.json()]).toEqual(expected);
      const write = await post(valid, user);
      expect([write.statusCode, write.json()]).toEqual(expected);
    }
    expect(await written()).toEqual({ expenses: 0, transfers: 0 });
  });
});
