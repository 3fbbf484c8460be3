import { newId, nowIso } from '../../src/server/db/ids';
import { postFixtureDistribution, useTwoHolders, type FixtureDistribution } from './helpers/distribution-fixture';
import { balanceByKey, countRows, ledgerProblems, transfersOfKind, walletPoisha } from './helpers/money';
import { createProjectViaApi } from './helpers/project-api';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';
import { idempotencyKey } from './helpers/idempotency-key';

notePostgresSkip();

const key = () => idempotencyKey('reversal-key');

/** Issue 16: POST /api/distributions/{id}/reverse posts the mirror of every transfer, once. */
describe.each(databaseKinds)('distribution reversal on %s', (kind) => {
  const { ctx, admin, investors, project } = useTwoHolders(kind);
  const [first, second] = investors;

  const db = () => ctx.database.db;
  const post = (input: Partial<FixtureDistribution> & Pick<FixtureDistribution, 'kind' | 'lines'>) =>
    postFixtureDistribution(db(), { projectId: project._id, actorId: admin.user.id, ...input });
  // MONEY.md's example: ৳10,000 profit at 70 % → ৳4,200 and ৳2,800, the company ৳3,000.
  const profit = () =>
    post({
      kind: 'profit',
      lines: [
        { userId: first.user.id, amount: 4200_00 },
        { userId: second.user.id, amount: 2800_00 },
      ],
      companyShare: 3000_00,
    });
  const loss = () =>
    post({
      kind: 'loss',
      lines: [
        { userId: first.user.id, amount: 3000_00 },
        { userId: second.user.id, amount: 2000_00 },
      ],
    });
  const reverse = (id: string, payload: object = { reason: 'Entered for the wrong quarter' }, as = admin) =>
    ctx.app.inject({ method: 'POST', url: `/api/distributions/${id}/reverse`, headers: as.headers, payload });
  const me = async (user: TestUser) => (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: user.headers })).json().user;
  const holdingOf = async (user: TestUser) => (await ctx.app.inject({ method: 'GET', url: '/api/investment/holdings', headers: user.headers })).json().holdings[0];
  const counts = async () => ({
    transfers: await countRows(db(), 'transfers'),
    distributions: (await db().selectFrom('distributions').select('id').execute()).length,
    audit: (await db().selectFrom('audit_events').select('id').where('action', '=', 'distribution_reversed').execute()).length,
  });

  test('reversing a profit takes the shares back from the wallets and the figures to 0, by mirror transfers; the books stay green', async () => {
    const original = await profit();
    expect(await me(first)).toMatchObject({ availableBalance: 4200, totalProfit: 4200 });
    expect(await ledgerProblems(db())).toEqual([]);
    const res = await reverse(original.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().distribution).toMatchObject({
      _id: original.id,
      projectId: project._id,
      kind: 'profit',
      amount: 10000,
      investorPool: 7000,
      companyShare: 3000,
      reference: `DIS-${original.id.slice(0, 8).toUpperCase()}`,
      reversedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      reversalReason: 'Entered for the wrong quarter',
    });
    expect(await me(first)).toMatchObject({ availableBalance: 0, totalProfit: 0, totalInvestment: 60000 });
    expect(await me(second)).toMatchObject({ availableBalance: 0, totalProfit: 0, totalInvestment: 40000 });
    expect(await holdingOf(first)).toMatchObject({ principal: 60000, profit: 0, loss: 0 });
    expect(await balanceByKey(db(), 'company_income')).toBe(0);
    expect(await balanceByKey(db(), `project_income:${project._id}`)).toBe(0);
    const reversal = await db().selectFrom('distributions').selectAll().where('reverses_distribution_id', '=', original.id).executeTakeFirstOrThrow();
    expect(reversal).toMatchObject({ kind: 'profit', reason: 'Entered for the wrong quarter', actor_id: admin.user.id, project_id: project._id });
    const originals = (await db().selectFrom('transfers').selectAll().where('distribution_id', '=', original.id).execute()).map((t) => ({ ...t, amount: Number(t.amount) }));
    const mirrors = await transfersOfKind(db(), 'distribution_reversal');
    expect(mirrors).toHaveLength(originals.length);
    for (const t of originals) {
      expect(mirrors.filter((m) => m.reverses_transfer_id === t.id)).toEqual([
        expect.objectContaining({
          debit_account_id: t.credit_account_id,
          credit_account_id: t.debit_account_id,
          amount: t.amount,
          distribution_id: reversal.id,
          user_id: t.user_id,
          project_id: t.project_id,
        }),
      ]);
    }
    expect((await counts()).audit).toBe(1);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test("the company holding's profit line comes off its figure, the mudarib share does not touch it", async () => {
    const shop = await createProjectViaApi(ctx.app, admin, { raisedAmount: 1000, investmentOptions: [1000] });
    const companyHolding = () => db().selectFrom('accounts').select('profit_posted').where('account_key', '=', `holding:company:${shop._id}`).executeTakeFirstOrThrow();
    const original = await post({ projectId: shop._id, kind: 'profit', lines: [{ userId: null, amount: 70_00 }], companyShare: 30_00 });
    expect(Number((await companyHolding()).profit_posted)).toBe(70_00);
    expect(await balanceByKey(db(), 'company_income')).toBe(100_00);
    expect((await reverse(original.id)).statusCode).toBe(200);
    expect(Number((await companyHolding()).profit_posted)).toBe(0);
    expect(await balanceByKey(db(), 'company_income')).toBe(0);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('reversing a loss gives the holdings their capital back and the loss figures to 0; the raised amount stays; the books stay green', async () => {
    const original = await loss();
    expect(await me(first)).toMatchObject({ totalInvestment: 57000, totalLoss: 3000 });
    expect(await ledgerProblems(db())).toEqual([]);
    expect((await reverse(original.id)).statusCode).toBe(200);
    expect(await me(first)).toMatchObject({ totalInvestment: 60000, totalLoss: 0 });
    expect(await me(second)).toMatchObject({ totalInvestment: 40000, totalLoss: 0 });
    expect(await holdingOf(second)).toMatchObject({ principal: 40000, loss: 0 });
    expect(await balanceByKey(db(), `project_losses:${project._id}`)).toBe(0);
    const shown = (await ctx.app.inject({ method: 'GET', url: `/api/project/${project._id}` })).json().project;
    expect(shown.raisedAmount).toBe(100000);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('a second reversal answers 409 ALREADY_REVERSED and moves nothing; a reversal row cannot be reversed; unknown 404; a reason is required', async () => {
    const original = await profit();
    expect((await reverse(original.id)).statusCode).toBe(200);
    const before = await counts();
    const again = await reverse(original.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This distribution has already been reversed.', code: 'ALREADY_REVERSED' });
    const reversal = await db().selectFrom('distributions').select('id').where('reverses_distribution_id', '=', original.id).executeTakeFirstOrThrow();
    const ofReversal = await reverse(reversal.id);
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json().code).toBe('ALREADY_REVERSED');
    expect(await counts()).toEqual(before);
    expect((await reverse('0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await reverse(original.id, {})).statusCode).toBe(400);
    expect((await reverse(original.id, { reason: '   ' })).statusCode).toBe(400);
    expect((await reverse(original.id, undefined, first)).statusCode).toBe(403);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('five admins reversing one distribution at once: reversed once', async () => {
    const original = await loss();
    const answers = await Promise.all(Array.from({ length: 5 }, () => reverse(original.id)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((res) => res.statusCode === 409).every((res) => res.json().code === 'ALREADY_REVERSED')).toBe(true);
    expect(await transfersOfKind(db(), 'distribution_reversal')).toHaveLength(2);
    expect(await me(first)).toMatchObject({ totalInvestment: 60000, totalLoss: 0 });
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('a profit an investor has spent cannot be taken back: 409 REVERSAL_INSUFFICIENT_BALANCE naming how many, nothing written', async () => {
    const other = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, investmentOptions: [1000] });
    const original = await profit();
    // The first investor invests ৳1,000 of the ৳4,200 profit elsewhere.
    const spend = await ctx.app.inject({ method: 'POST', url: '/api/investment', headers: first.headers, payload: { projectId: other._id, amount: 1000, idempotencyKey: key() } });
    expect(spend.statusCode).toBe(201);
    const before = await counts();
    const res = await reverse(original.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'REVERSAL_INSUFFICIENT_BALANCE', message: expect.stringMatching(/^1 investor's available balance no longer holds their share/) });
    expect(await counts()).toEqual(before);
    expect(await me(first)).toMatchObject({ availableBalance: 3200, totalProfit: 4200 });
    expect(await me(second)).toMatchObject({ availableBalance: 2800, totalProfit: 2800 });
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test("a completed project's distributions cannot be reversed: 409 PROJECT_COMPLETED", async () => {
    const original = await loss();
    expect((await ctx.app.inject({ method: 'POST', url: `/api/project/${project._id}/complete`, headers: admin.headers, payload: {} })).statusCode).toBe(200);
    const res = await reverse(original.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PROJECT_COMPLETED');
    expect(await transfersOfKind(db(), 'distribution_reversal')).toHaveLength(0);
    expect(await me(first)).toMatchObject({ availableBalance: 57000, totalInvestment: 0, totalLoss: 3000 });
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('the ledger check reports a reversal without its mirrors, a holding whose loss figure was edited, and capital left in a completed project', async () => {
    const original = await loss();
    await db()
      .insertInto('distributions')
      .values({ ...original, id: newId(), reverses_distribution_id: original.id, reason: 'no mirrors', created_at: nowIso() })
      .execute();
    await db().updateTable('accounts').set({ loss_posted: 1 }).where('account_key', '=', `holding:${second.user.id}:${project._id}`).execute();
    await db().updateTable('projects').set({ completed_at: nowIso() }).where('id', '=', project._id).execute();
    expect(await ledgerProblems(db())).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ check: 'distribution_reversals', projectId: project._id, expected: 0.01, actual: 0 }),
        expect.objectContaining({ check: 'holding_loss', userId: second.user.id, expected: 2000, actual: 0.01 }),
        expect.objectContaining({ check: 'completed_holdings', userId: first.user.id, actual: 57000 }),
      ]),
    );
    expect(await walletPoisha(db(), first.user.id)).toBe(0);
  });
});
