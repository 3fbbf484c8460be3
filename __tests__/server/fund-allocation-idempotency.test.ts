import { fundWallet, ledgerProblems, transfersOfKind, walletPoisha } from './helpers/money';
import { createProjectViaApi } from './helpers/project-api';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { idempotencyKey } from './helpers/idempotency-key';

notePostgresSkip();

const URL = '/api/investment/allocate-funds';
const key = () => idempotencyKey('fund-key');
const REUSED = { code: 'IDEMPOTENCY_KEY_REUSED' };

/** The fund tab's retries (MONEY.md: every money route is idempotent) and the investor it may not touch. */
describe.each(databaseKinds)('fund tab idempotency and refusals on %s', (kind) => {
  const { ctx, admin, investor, project } = useAdminAndInvestor(kind, { project: { raisedAmount: 1000, investmentOptions: [100] } });

  const db = () => ctx.database.db;
  const allocate = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: URL, headers: admin.headers, payload: { projectId: project._id, ...payload } });
  const raised = async (id = project._id) => Number((await db().selectFrom('projects').select('raised_amount').where('id', '=', id).executeTakeFirstOrThrow()).raised_amount);
  const audits = async () => db().selectFrom('audit_events').select(['actor_id', 'target_id', 'after']).where('action', '=', 'funds_allocated').execute();

  describe("the company's co-investment", () => {
    test('a retry with the same key answers the first allocation (200) and posts, raises and audits once', async () => {
      const idempotencyKey = key();
      const first = await allocate({ amount: 250, idempotencyKey });
      expect(first.statusCode).toBe(201);
      const again = await allocate({ amount: 250, idempotencyKey });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await transfersOfKind(db(), 'company_investment')).toHaveLength(1);
      expect(await raised()).toBe(1250_00);
      const events = await audits();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ actor_id: admin.user.id, target_id: project._id });
      expect(JSON.parse(events[0]?.after ?? '{}')).toMatchObject({ amount: 250, raisedAmount: 1250 });
      expect(await ledgerProblems(db())).toEqual([]);
    });

    test('5 concurrent requests with one key make one transfer, also when the first fills the funding target', async () => {
      const idempotencyKey = key();
      const answers = await Promise.all(Array.from({ length: 5 }, () => allocate({ amount: 100, idempotencyKey })));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
      expect(await transfersOfKind(db(), 'company_investment')).toHaveLength(1);
      expect(await raised()).toBe(1100_00);

      // The retries answer the allocation, not the target it has just filled.
      const full = await createProjectViaApi(ctx.app, admin, { raisedAmount: 1000, fundingTarget: 1100 });
      const fullKey = key();
      const retries = await Promise.all(Array.from({ length: 5 }, () => allocate({ projectId: full._id, amount: 100, idempotencyKey: fullKey })));
      expect(retries.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
      expect(await raised(full._id)).toBe(1100_00);
      expect(await audits()).toHaveLength(2);
      expect(await ledgerProblems(db())).toEqual([]);
    });

    test('a key reused for another amount or project is 409 IDEMPOTENCY_KEY_REUSED and moves nothing', async () => {
      const other = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0 });
      const idempotencyKey = key();
      expect((await allocate({ amount: 100, idempotencyKey })).statusCode).toBe(201);
      for (const changed of [{ amount: 101 }, { projectId: other._id, amount: 100 }] as Array<Record<string, unknown>>) {
        const res = await allocate({ idempotencyKey, ...changed });
        expect([res.statusCode, res.json()]).toEqual([409, { message: 'This idempotencyKey was already used for a different allocation.', ...REUSED }]);
      }
      expect(await transfersOfKind(db(), 'company_investment')).toHaveLength(1);
      expect([await raised(), await raised(other._id)]).toEqual([1100_00, 0]);
    });
  });

  describe('an investment with a reused key', () => {
    test('POST /api/investment: another amount or project with the same key is 409 IDEMPOTENCY_KEY_REUSED', async () => {
      const other = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, investmentOptions: [100] });
      await fundWallet(db(), investor.user.id, admin.user.id, 5000);
      const invest = (body: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/investment', headers: investor.headers, payload: body });
      const idempotencyKey = key();
      expect((await invest({ projectId: project._id, amount: 1000, idempotencyKey })).statusCode).toBe(201);
      for (const changed of [
        { projectId: project._id, amount: 2000 },
        { projectId: other._id, amount: 1000 },
      ]) {
        const res = await invest({ ...changed, idempotencyKey });
        expect([res.statusCode, res.json()]).toEqual([409, { message: 'This idempotencyKey was already used for a different investment.', ...REUSED }]);
      }
      expect(await walletPoisha(db(), investor.user.id)).toBe(4000_00);
      expect((await invest({ projectId: project._id, amount: 1000, idempotencyKey })).statusCode).toBe(200);
    });

    test("the fund tab for an investor: another amount with the same key is 409 IDEMPOTENCY_KEY_REUSED; the investor's wallet moves once", async () => {
      await fundWallet(db(), investor.user.id, admin.user.id, 5000);
      const idempotencyKey = key();
      const body = { userId: investor.user.id, amount: 1000, idempotencyKey };
      const answers = await Promise.all(Array.from({ length: 5 }, () => allocate(body)));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
      const changed = await allocate({ ...body, amount: 1500 });
      expect([changed.statusCode, changed.json().code]).toEqual([409, REUSED.code]);
      expect(await walletPoisha(db(), investor.user.id)).toBe(4000_00);
      expect(await audits()).toHaveLength(1);
      expect(await ledgerProblems(db())).toEqual([]);
    });
  });

  test("the fund tab refuses a deactivated investor's money: 409 INVESTOR_DEACTIVATED, nothing moves or is audited", async () => {
    await fundWallet(db(), investor.user.id, admin.user.id, 5000);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/auth/users/${investor.user.id}`, headers: admin.headers })).statusCode).toBe(200);
    const res = await allocate({ userId: investor.user.id, amount: 1000, idempotencyKey: key() });
    expect([res.statusCode, res.json()]).toEqual([409, { message: 'This investor is deactivated: their money cannot be invested.', code: 'INVESTOR_DEACTIVATED' }]);
    expect(await walletPoisha(db(), investor.user.id)).toBe(5000_00);
    expect(await raised()).toBe(1000_00);
    expect(await audits()).toHaveLength(0);
    expect(await ledgerProblems(db())).toEqual([]);
  });
});
