import { newId, nowIso } from '../../src/server/db/ids';
import { writeTransaction } from '../../src/server/db/transaction';
import { mailDistribution } from '../../src/server/services/distributions/distribution-mails';
import type { PlannedLine } from '../../src/server/money/distributions/plan';
import { OutboxWorker } from '../../src/server/notifications/outbox-worker';
import { createBackgroundMail } from '../../src/server/services/mail/background';
import type { MailMessage } from '../../src/server/services/mail/mailer';
import { InsufficientBalanceError, postTransfers, type TransferInput } from '../../src/server/money/ledger/post-transfers';
import { bangladeshToday } from '../../src/server/money/distributions/bangladesh-days';
import { balanceByKey, countRows, fundWallet } from './helpers/money';
import { createProjectViaApi } from './helpers/project-api';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';
import { createTestAdmin, createTestUser, type TestUser } from './helpers/users';

notePostgresSkip();

const line = (accountId: string, userId: string | null, amount: number): PlannedLine => ({
  accountId,
  userId,
  amount,
  fullname: '',
  capitalAtEnd: 0,
  capitalNow: 0,
  days: 1,
  weight: 1n,
});

describe.each(databaseKinds)('set-based transfers of distribution lines on %s', (kind) => {
  let ctx: TestContext;
  let admin: TestUser;
  let investor: TestUser;
  let projectId: string;
  beforeEach(async () => {
    ctx = await createTestContext(kind);
    admin = await createTestAdmin(ctx.database.db);
    investor = await createTestUser(ctx.database.db);
    projectId = (await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, investmentOptions: [100] }))._id;
    await fundWallet(ctx.database.db, investor.user.id, admin.user.id, 1000);
    const invested = await ctx.app.inject({
      method: 'POST',
      url: '/api/investment',
      headers: investor.headers,
      payload: { projectId, amount: 1000, idempotencyKey: `bulk-${newId()}` },
    });
    expect(invested.statusCode).toBe(201);
  }, 20_000);
  afterEach(async () => {
    await ctx.close();
  });
  const db = () => ctx.database.db;
  const holdingId = async () => (await db().selectFrom('accounts').select('id').where('account_key', '=', `holding:${investor.user.id}:${projectId}`).executeTakeFirstOrThrow()).id;
  const at = () => ({ projectId, distributionId: newId(), actorId: admin.user.id, at: nowIso() });
  // A loss line takes from the holding; a profit line pays the wallet, which may not exist yet.
  const lossLine = (l: PlannedLine): TransferInput => ({
    ...at(),
    debit: { kind: 'holding', userId: l.userId, projectId, id: l.accountId },
    credit: { kind: 'project_losses', projectId },
    amount: l.amount,
    kind: 'loss',
    userId: l.userId,
  });
  const profitLine = (l: PlannedLine): TransferInput => ({
    ...at(),
    debit: { kind: 'project_income', projectId },
    credit: { kind: 'investor_wallet', userId: l.userId },
    amount: l.amount,
    kind: 'profit',
    userId: l.userId,
  });

  test('a loss line larger than its holding is refused as postTransfer refuses it, and nothing is written', async () => {
    const accounts = await countRows(db(), 'accounts');
    const transfers = await countRows(db(), 'transfers');
    const holdingAccount = await holdingId();
    const posting = writeTransaction(db(), (trx) => postTransfers(trx, [lossLine(line(holdingAccount, investor.user.id, 100_001))]));
    await expect(posting).rejects.toBeInstanceOf(InsufficientBalanceError);
    await expect(posting).rejects.toMatchObject({ available: 100_000 });
    expect(await countRows(db(), 'accounts')).toBe(accounts);
    expect(await countRows(db(), 'transfers')).toBe(transfers);
    expect(await balanceByKey(db(), `holding:${investor.user.id}:${projectId}`)).toBe(100_000);
  });

  test('a profit line pays a wallet that does not exist yet, creating it once', async () => {
    const newcomer = await createTestUser(db());
    const holdingAccount = await holdingId();
    await writeTransaction(db(), (trx) => postTransfers(trx, [profitLine(line(holdingAccount, newcomer.user.id, 250))]));
    expect(await balanceByKey(db(), `investor_wallet:${newcomer.user.id}`)).toBe(250);
    expect(await balanceByKey(db(), `project_income:${projectId}`)).toBe(-250);
  });

  test('1,200 mails are written to the outbox once each, and delivered a small batch at a time, all of them sent', async () => {
    const users = Array.from({ length: 1200 }, (_, i) => ({
      id: newId(),
      email: `m${i}@bulk.test`,
      fullname: `M ${i}`,
      password_hash: 'x',
      role: 'investor' as const,
      language: 'en',
      is_verified: 1,
      search_text: 'm',
      created_at: nowIso(),
      updated_at: nowIso(),
    }));
    for (let i = 0; i < users.length; i += 200)
      await db()
        .insertInto('users')
        .values(users.slice(i, i + 200))
        .execute();
    let inFlight = 0;
    let most = 0;
    const sent: MailMessage[] = [];
    const mailer = {
      send: async (message: MailMessage) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        sent.push(message);
      },
      close: async () => {},
    };
    // The app's own worker would deliver them first: this test's counting worker takes its place.
    await ctx.app.outbox.close();
    const mail = createBackgroundMail(db());
    const row = {
      id: newId(),
      project_id: projectId,
      kind: 'profit' as const,
      period_start: bangladeshToday(),
      period_end: bangladeshToday(),
      amount: 1,
      investor_pool: 1,
      company_share: 0,
      holders: users.length,
      note: '',
      reverses_distribution_id: null,
      reason: null,
      actor_id: admin.user.id,
      idempotency_key: 'x',
      created_at: nowIso(),
    };
    const project = await db().selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirstOrThrow();
    const lines = users.map((u) => ({ userId: u.id, amount: 100 }));
    await mailDistribution(db(), ctx.app.config, mail, row, project, lines, ctx.app.log);
    // The effect run again (a retried sweep) writes no second mail.
    await mailDistribution(db(), ctx.app.config, mail, row, project, lines, ctx.app.log);
    await mail.drain();
    const written = await db()
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('dedupe_key', 'like', `distribution:${row.id}:%`)
      .executeTakeFirstOrThrow();
    expect(Number(written.n)).toBe(1200);
    const worker = new OutboxWorker(db(), { email: mailer, sms: { send: async () => undefined } }, ctx.app.log, { firstRetryMs: 1000, batch: 50 });
    worker.start();
    await worker.idle();
    await worker.close();
    // Only the holders' mails: the fixture's funding approval may still have been waiting too.
    const holders = new Set(users.map((u) => u.email));
    const toHolders = sent.filter((message) => holders.has(message.to));
    expect(toHolders).toHaveLength(1200);
    expect(new Set(toHolders.map((message) => message.to)).size).toBe(1200);
    expect(most).toBeLessThanOrEqual(50);
  }, 30_000);
});
