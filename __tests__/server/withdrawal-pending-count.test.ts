import { fundWallet, ledgerProblems } from './helpers/money';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { type TestUser } from './helpers/users';
import { idempotencyKey } from './helpers/idempotency-key';

notePostgresSkip();

const URL = '/api/withdrawals';
const COUNT_URL = `${URL}/pending-count`;
const BKASH = { number: '01712345678' };
const key = () => idempotencyKey('wd-count');

// Issue 17: the admin withdrawals tab's badge counts what waits for a decision, of every investor.
describe.each(databaseKinds)('GET /api/withdrawals/pending-count on %s', (kind) => {
  const {
    ctx,
    admin,
    investors: [investor, other],
  } = useAdminAndInvestor(kind, { investors: [{}, {}], beforeClose: async (app) => expect(await ledgerProblems(app.database.db)).toEqual([]) });

  const count = (user?: TestUser) => ctx.app.inject({ method: 'GET', url: COUNT_URL, headers: user?.headers ?? {} });
  async function ask(user: TestUser, amount = 100): Promise<string> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: user.headers,
      payload: { amount, method: 'bkash', account: BKASH, password: user.password, idempotencyKey: key() },
    });
    expect(res.statusCode).toBe(201);
    return res.json().withdrawal._id as string;
  }
  const decide = async (id: string, body: Record<string, unknown>) =>
    expect((await ctx.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: admin.headers, payload: body })).statusCode).toBe(200);

  test('counts the pending withdrawals of every investor; paid, rejected and cancelled ones are not counted', async () => {
    expect((await count(admin)).json()).toEqual({ pending: 0 });
    await fundWallet(ctx.database.db, investor.user.id, admin.user.id, 5000);
    await fundWallet(ctx.database.db, other.user.id, admin.user.id, 5000);
    const first = await ask(investor);
    await ask(investor);
    const paid = await ask(other);
    const rejected = await ask(other);
    const cancelled = await ask(investor);
    const res = await count(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pending: 5 });

    await decide(paid, { status: 'paid', phoneConfirmed: true, reference: 'TRX8K2M4P' });
    await decide(rejected, { status: 'rejected', adminRemarks: 'The account name does not match the investor' });
    expect((await ctx.app.inject({ method: 'POST', url: `${URL}/${cancelled}/cancel`, headers: investor.headers })).statusCode).toBe(200);
    expect((await count(admin)).json()).toEqual({ pending: 2 });
    await decide(first, { status: 'paid', phoneConfirmed: true, reference: 'BANKREF-1' });
    expect((await count(admin)).json()).toEqual({ pending: 1 });
  });

  test('for administrators only: an investor gets 403, a visitor without a session 401, and neither learns the count', async () => {
    await fundWallet(ctx.database.db, investor.user.id, admin.user.id, 500);
    await ask(investor);
    const asInvestor = await count(investor);
    expect(asInvestor.statusCode).toBe(403);
    expect(asInvestor.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(asInvestor.json()).not.toHaveProperty('pending');
    const anonymous = await count();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).not.toHaveProperty('pending');
  });

  test("'pending-count' is never read as a withdrawal id by the '/withdrawals/:id' routes", async () => {
    // The static GET answers; PUT and cancel on the same path are the id routes, which refuse it as an id.
    expect((await count(admin)).json()).toEqual({ pending: 0 });
    const put = await ctx.app.inject({ method: 'PUT', url: COUNT_URL, headers: admin.headers, payload: { status: 'paid', phoneConfirmed: true, reference: 'TRX1' } });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const cancel = await ctx.app.inject({ method: 'POST', url: `${COUNT_URL}/cancel`, headers: investor.headers });
    expect(cancel.statusCode).toBe(400);
  });
});
