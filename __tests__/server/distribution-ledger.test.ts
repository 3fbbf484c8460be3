import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/connection';
import { newId, nowIso } from '../../src/server/db/ids';
import { writeTransaction } from '../../src/server/db/transaction';
import { holding, wallet } from '../../src/server/money/ledger/account-keys';
import { postTransfer } from '../../src/server/money/ledger/post-transfers';
import { bangladeshToday } from '../../src/server/money/distributions/bangladesh-days';
import { holderWeights } from '../../src/server/money/distributions/holder-weights';
import { fundWallet, ledgerProblems } from './helpers/money';
import { createProjectViaApi } from './helpers/project-api';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';
import { registerTestConfig } from './helpers/two-factor';
import { createTestAdmin, createTestUser } from './helpers/users';

notePostgresSkip();

describe.each(databaseKinds)('distributions in the ledger on %s', (kind) => {
  const { ctx, admin, investor } = useAdminAndInvestor(kind);
  let projectId: string;
  beforeEach(async () => {
    projectId = (await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, investmentOptions: [100] }))._id;
    await fundWallet(ctx.database.db, investor.user.id, admin.user.id, 1000);
    await ctx.app.inject({ method: 'POST', url: '/api/investment', headers: investor.headers, payload: { projectId, amount: 1000, idempotencyKey: `ledger-${newId()}` } });
  });
  const db = () => ctx.database.db;
  const distribute = (kindOf: 'profit' | 'loss', amount: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/project/${projectId}/distributions`,
      headers: admin.headers,
      payload: { periodStart: bangladeshToday(), periodEnd: bangladeshToday(), kind: kindOf, amount, idempotencyKey: `ledger-${newId()}` },
    });
  const checks = async () => (await ledgerProblems(db())).map((m) => m.check).sort();

  test('a holding profit posted without its line, or a profit transfer outside a distribution, is reported', async () => {
    expect((await distribute('profit', 100)).statusCode).toBe(201);
    expect(await checks()).toEqual([]);
    // A stray 'profit' to the investor with no matching profit_posted.
    await writeTransaction(db(), (trx) =>
      postTransfer(trx, { debit: { kind: 'bank' }, credit: wallet(investor.user.id), amount: 5, kind: 'profit', actorId: null, userId: investor.user.id, projectId }),
    );
    expect(await checks()).toEqual(['holding_profit']);
  });

  test('a loss line that does not add up to its distribution is reported', async () => {
    const res = await distribute('loss', 100);
    expect(res.statusCode).toBe(201);
    const id = res.json().distribution._id as string;
    await writeTransaction(db(), async (trx) => {
      await postTransfer(trx, {
        debit: holding(investor.user.id, projectId),
        credit: { kind: 'project_losses', projectId },
        amount: 1,
        kind: 'loss',
        actorId: null,
        userId: investor.user.id,
        projectId,
        distributionId: id,
      });
      await trx
        .updateTable('accounts')
        .set((eb) => ({ loss_posted: eb('loss_posted', '+', 1) }))
        .where('account_key', '=', `holding:${investor.user.id}:${projectId}`)
        .execute();
    });
    expect(await checks()).toEqual(['distribution_totals']);
  });

  test("a reversal mirroring a distribution's transfers counts against the lines; the investor's list names it", async () => {
    const res = await distribute('profit', 100);
    const id = res.json().distribution._id as string;
    const profit = await db().selectFrom('transfers').selectAll().where('distribution_id', '=', id).where('kind', '=', 'profit').executeTakeFirstOrThrow();
    await writeTransaction(db(), async (trx) => {
      const reversalId = newId();
      await trx
        .insertInto('distributions')
        .values({
          id: reversalId,
          project_id: projectId,
          kind: 'profit',
          period_start: bangladeshToday(),
          period_end: bangladeshToday(),
          amount: 10000,
          investor_pool: 7000,
          company_share: 3000,
          holders: 1,
          note: '',
          reverses_distribution_id: id,
          reason: 'Entered twice',
          actor_id: admin.user.id,
          idempotency_key: null,
          created_at: nowIso(),
        })
        .execute();
      for (const t of await trx.selectFrom('transfers').selectAll().where('distribution_id', '=', id).execute()) {
        const [debit, credit] = [t.credit_account_id, t.debit_account_id];
        const account = async (accountId: string) => trx.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow();
        const spec = (a: { kind: string; user_id: string | null; project_id: string | null }) => ({ kind: a.kind as 'bank', userId: a.user_id, projectId: a.project_id });
        await postTransfer(trx, {
          debit: spec(await account(debit)),
          credit: spec(await account(credit)),
          amount: Number(t.amount),
          kind: 'distribution_reversal',
          actorId: admin.user.id,
          userId: t.user_id,
          projectId,
          distributionId: reversalId,
          reversesTransferId: t.id,
        });
      }
      await trx
        .updateTable('accounts')
        .set((eb) => ({ profit_posted: eb('profit_posted', '-', Number(profit.amount)) }))
        .where('account_key', '=', `holding:${investor.user.id}:${projectId}`)
        .execute();
    });
    expect(await checks()).toEqual([]);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/investment/transactions', headers: investor.headers })).json().transactions;
    expect(list[0]).toMatchObject({ kind: 'profit_reversed', direction: 'out', amount: 70 });
    const listed = (await ctx.app.inject({ method: 'GET', url: `/api/project/${projectId}/distributions`, headers: admin.headers })).json().distributions;
    expect(listed).toEqual([expect.objectContaining({ _id: id, reversedAt: expect.any(String), reversalReason: 'Entered twice' })]);
    // The reversed period is free again.
    expect((await distribute('profit', 50)).statusCode).toBe(201);
    expect(await checks()).toEqual([]);
  });

  test('a transfer at 23:59 Bangladesh time counts for that day; one a minute later does not', async () => {
    const other = await createTestUser(db());
    await fundWallet(db(), other.user.id, admin.user.id, 200);
    // 2026-01-10 23:59 and 2026-01-11 00:00 in Bangladesh are 17:59 and 18:00 UTC on the 10th.
    for (const [createdAt, poisha] of [
      ['2026-01-10T17:59:00.000Z', 100_00],
      ['2026-01-10T18:00:00.000Z', 50_00],
    ] as const) {
      jest.useFakeTimers({
        now: new Date(createdAt),
        doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
      });
      try {
        await writeTransaction(db(), (trx) =>
          postTransfer(trx, {
            debit: wallet(other.user.id),
            credit: holding(other.user.id, projectId),
            amount: poisha,
            kind: 'investment',
            actorId: other.user.id,
            userId: other.user.id,
            projectId,
          }),
        );
        await db()
          .updateTable('projects')
          .set((eb) => ({ raised_amount: eb('raised_amount', '+', poisha) }))
          .where('id', '=', projectId)
          .execute();
      } finally {
        jest.useRealTimers();
      }
    }
    const weights = await holderWeights(db(), projectId, '2026-01-10', '2026-01-10');
    expect(weights).toEqual([expect.objectContaining({ userId: other.user.id, capitalAtEnd: 100_00, days: 1, weight: 100_00n, capitalNow: 150_00 })]);
    const two = await holderWeights(db(), projectId, '2026-01-10', '2026-01-11');
    expect(two[0]).toMatchObject({ capitalAtEnd: 150_00, days: 2, weight: 250_00n });
    expect(await checks()).toEqual([]);
  });
});

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
(POSTGRES ? describe : describe.skip)('two API instances on one PostgreSQL', () => {
  let ctx: TestContext;
  let second: { app: FastifyInstance; database: DatabaseHandle };
  beforeEach(async () => {
    ctx = await createTestContext('postgres');
    const database = createDatabase(ctx.config);
    registerTestConfig(database.db, ctx.config);
    second = { app: await buildApp(ctx.config, database), database };
  });
  afterEach(async () => {
    await second.app.close();
    await second.database.db.destroy();
    await ctx.close();
  });

  test('the same period posted through both at once, with different keys, posts once', async () => {
    const admin = await createTestAdmin(ctx.database.db);
    const investor = await createTestUser(ctx.database.db);
    await fundWallet(ctx.database.db, investor.user.id, admin.user.id, 3000);
    for (let round = 0; round < 3; round += 1) {
      const projectId = (await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, investmentOptions: [100] }))._id;
      await ctx.app.inject({ method: 'POST', url: '/api/investment', headers: investor.headers, payload: { projectId, amount: 1000, idempotencyKey: `two-apps-invest-${round}` } });
      const payload = { periodStart: bangladeshToday(), periodEnd: bangladeshToday(), kind: 'profit', amount: 100 };
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          [ctx.app, second.app][i % 2]!.inject({
            method: 'POST',
            url: `/api/project/${projectId}/distributions`,
            headers: admin.headers,
            payload: { ...payload, idempotencyKey: `two-apps-${round}-${i}` },
          }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    }
    const count = await ctx.database.db
      .selectFrom('distributions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
    expect(await ledgerProblems(ctx.database.db)).toEqual([]);
  });
});
