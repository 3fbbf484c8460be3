import { completeProject } from '../../src/server/money/complete-project';
import { bangladeshToday } from '../../src/server/money/distributions/bangladesh-days';
import { postDistribution } from '../../src/server/money/distributions/post-distribution';
import { reverseDistribution } from '../../src/server/money/distributions/reverse-distribution';
import { drivePosting } from '../../src/server/money/postings/drive-posting';
import { postNextChunk } from '../../src/server/money/postings/post-next-chunk';
import { allocateFunds } from '../../src/server/money/invest/fund-allocation';
import { requestWithdrawal } from '../../src/server/money/withdrawals/request-withdrawal';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { countRows, fundWallet, ledgerProblems, walletPoisha } from './helpers/money';
import { fundAndInvest, idempotencyKey } from './helpers/statement-fixture';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';

notePostgresSkip();

const CHUNK = 2;

/** A money event too large for one transaction posts in chunks (MONEY.md "Posting at scale"): 5 holders, 2 lines a chunk. */
describe.each(databaseKinds)('chunked postings on %s', (kind) => {
  const world = useAdminAndInvestor(kind, {
    investors: [{}, {}, {}, {}, {}],
    project: { raisedAmount: 0, investmentOptions: [1000] },
    env: { POSTING_CHUNK_LINES: String(CHUNK) },
  });
  const { ctx, admin, investors, project } = world;
  const db = () => ctx.database.db;
  const capital = [50_000, 40_000, 30_000, 20_000, 10_000];

  beforeEach(async () => {
    await fundAndInvest(
      ctx.app,
      db(),
      kind,
      admin,
      project._id,
      investors.map((investor, i) => [investor, capital[i]!, capital[i]!] as const),
    );
  });

  const today = bangladeshToday();
  const profit = (amount = 10_000, key = idempotencyKey()) =>
    postDistribution(db(), {
      projectId: project._id,
      kind: 'profit',
      periodStart: today,
      periodEnd: today,
      amount,
      note: '',
      idempotencyKey: key,
      actorId: admin.user.id,
      origin: null,
      chunkLines: CHUNK,
    });
  const wallets = () => Promise.all(investors.map((investor) => walletPoisha(db(), investor.user.id)));
  const postingOf = (id: string) => db().selectFrom('postings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  test('a profit to 5 holders posts in 3 chunks: nobody sees a line before its chunk, the books balance at every boundary, and the lines add up to the plan', async () => {
    const before = await wallets();
    const { plan, posting } = await profit();
    expect(posting).toMatchObject({ status: 'posting', lines_total: 5, chunks_total: 3, lines_posted: 0 });
    // The whole profit waits in project_income; no investor has a line yet.
    expect(await wallets()).toEqual(before);
    expect(await ledgerProblems(db())).toEqual([]);
    const progress: number[] = [];
    for (;;) {
      const outcome = await postNextChunk(db(), posting!.id);
      expect(await ledgerProblems(db())).toEqual([]);
      progress.push(Number((await postingOf(posting!.id)).lines_posted));
      if (outcome === 'finished') break;
      expect(outcome).toBe('posted');
    }
    expect(progress).toEqual([2, 4, 5]);
    expect(await postNextChunk(db(), posting!.id)).toBe('idle');
    expect(await postingOf(posting!.id)).toMatchObject({ status: 'posted', chunks_posted: 3, failure: null });
    const after = await wallets();
    const planned = investors.map((investor) => plan!.lines.find((line) => line.userId === investor.user.id)?.amount ?? 0);
    expect(after.map((poisha, i) => poisha - before[i]!)).toEqual(planned);
    expect(planned.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  test('while it posts, a new distribution, a reversal and a completion of the project are refused, and the admin list shows the progress', async () => {
    const { distribution, posting } = await profit();
    await postNextChunk(db(), posting!.id);
    const refused = (fn: () => Promise<unknown>) => expect(fn()).rejects.toMatchObject({ statusCode: 409, code: 'POSTING_IN_PROGRESS' });
    await refused(() => profit());
    await refused(() => reverseDistribution(db(), { distributionId: distribution.id, reason: 'wrong', actorId: admin.user.id, origin: null }));
    await refused(() => completeProject(db(), { projectId: project._id, actorId: admin.user.id, origin: null }));
    const list = await ctx.app.inject({ method: 'GET', url: `/api/project/${project._id}/distributions`, headers: admin.headers });
    expect(list.json().distributions[0]).toMatchObject({ _id: distribution.id, posting: { linesPosted: 2, linesTotal: 5 }, reversalPosting: null });
    await drivePosting(db(), posting!.id);
    const done = await ctx.app.inject({ method: 'GET', url: `/api/project/${project._id}/distributions`, headers: admin.headers });
    expect(done.json().distributions[0]).toMatchObject({ posting: null });
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('three drivers at once (as three processes would) post every chunk once; exactly one of them finishes it', async () => {
    const { posting } = await profit();
    const transfersBefore = await countRows(db(), 'transfers');
    const finished = await Promise.all([drivePosting(db(), posting!.id), drivePosting(db(), posting!.id), drivePosting(db(), posting!.id)]);
    expect(finished.filter(Boolean)).toHaveLength(1);
    expect((await countRows(db(), 'transfers')) - transfersBefore).toBe(5);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('over HTTP the post answers 202 with its progress, the app drives the rest, and a retried key answers the same distribution', async () => {
    const key = idempotencyKey();
    const payload = { kind: 'profit', periodStart: today, periodEnd: today, amount: 10_000, idempotencyKey: key };
    const res = await ctx.app.inject({ method: 'POST', url: `/api/project/${project._id}/distributions`, headers: admin.headers, payload });
    expect(res.statusCode).toBe(202);
    expect(res.json().distribution.posting).toEqual({ linesPosted: 0, linesTotal: 5 });
    await ctx.app.postings.sweep();
    const postings = await db().selectFrom('postings').selectAll().execute();
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({ status: 'posted', lines_posted: 5 });
    const again = await ctx.app.inject({ method: 'POST', url: `/api/project/${project._id}/distributions`, headers: admin.headers, payload });
    expect(again.statusCode).toBe(200);
    expect(again.json().distribution).toMatchObject({ _id: res.json().distribution._id, posting: null });
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('a reversal posts its mirrors in chunks, project_income never below zero, and gives every line back (the company holding too)', async () => {
    await allocateFunds(db(), { projectId: project._id, amount: 25_000, actorId: admin.user.id, idempotencyKey: idempotencyKey() });
    const before = await wallets();
    const { distribution, posting } = await profit();
    await drivePosting(db(), posting!.id);
    const reversal = await reverseDistribution(db(), { distributionId: distribution.id, reason: 'wrong quarter', actorId: admin.user.id, origin: null, chunkLines: CHUNK });
    // 6 holders' lines and the profit received; the mudarib share's mirror goes with the reversal row.
    expect(reversal.posting).toMatchObject({ status: 'posting', lines_total: 7, chunks_total: 4 });
    const income = () =>
      db().selectFrom('accounts').select(['credits_posted', 'debits_posted']).where('kind', '=', 'project_income').where('project_id', '=', project._id).executeTakeFirstOrThrow();
    while ((await postNextChunk(db(), reversal.posting!.id)) !== 'finished') {
      const held = await income();
      expect(Number(held.credits_posted) - Number(held.debits_posted)).toBeGreaterThanOrEqual(0);
      expect(await ledgerProblems(db())).toEqual([]);
    }
    expect(await wallets()).toEqual(before);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('a chunk that cannot post (a wallet emptied meanwhile) writes nothing, records why, and posts once the money is back', async () => {
    const { distribution, posting } = await profit();
    await drivePosting(db(), posting!.id);
    const reversal = await reverseDistribution(db(), { distributionId: distribution.id, reason: 'wrong quarter', actorId: admin.user.id, origin: null, chunkLines: CHUNK });
    // The first investor asks to withdraw the whole wallet (held at once) before the mirrors reach it.
    const first = investors[0]!.user.id;
    const held = await walletPoisha(db(), first);
    const account = { bankName: 'Sonali Bank', branch: 'Motijheel', accountName: 'Investor One', accountNumber: '0123456789' };
    await requestWithdrawal(db(), { userId: first, amount: held / 100, method: 'bank', account, idempotencyKey: idempotencyKey() });
    expect(await walletPoisha(db(), first)).toBe(0);
    const transfersBefore = await countRows(db(), 'transfers');
    await expect(drivePosting(db(), reversal.posting!.id)).rejects.toThrow(/Insufficient balance/);
    const stuck = await postingOf(reversal.posting!.id);
    expect(stuck.status).toBe('posting');
    expect(stuck.failure).toMatch(/Insufficient balance/);
    expect(await ledgerProblems(db())).toEqual([]);
    const postedSoFar = (await countRows(db(), 'transfers')) - transfersBefore;
    expect(postedSoFar % CHUNK).toBe(0);
    await fundWallet(db(), first, admin.user.id, held / 100);
    await ctx.app.postings.sweep();
    expect(await postingOf(reversal.posting!.id)).toMatchObject({ status: 'posted', failure: null });
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('a completion returns the capital in chunks; the holdings hold what is still to return at every boundary', async () => {
    const before = await wallets();
    const { returns, posting } = await completeProject(db(), { projectId: project._id, actorId: admin.user.id, origin: null, chunkLines: CHUNK });
    expect(returns).toHaveLength(5);
    expect(posting).toMatchObject({ event: 'completion', event_id: project._id, chunks_total: 3 });
    while ((await postNextChunk(db(), posting!.id)) !== 'finished') expect(await ledgerProblems(db())).toEqual([]);
    const after = await wallets();
    expect(after.map((poisha, i) => poisha - before[i]!)).toEqual(capital.map((bdt) => bdt * 100));
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('the ledger check sees a posting whose progress disagrees with its chunks', async () => {
    const { posting } = await profit();
    await postNextChunk(db(), posting!.id);
    await db().updateTable('postings').set({ lines_posted: 1 }).where('id', '=', posting!.id).execute();
    expect((await ledgerProblems(db())).map((problem) => problem.check)).toContain('posting_progress');
  });
  test('a holding that moves after the plan was weighed, before its transaction, is weighed again: the lines are those of the holdings the transaction saw', async () => {
    const late = investors[4]!;
    let raced = false;
    // The app's handle, but the first write transaction waits until the last investor has invested more.
    const racing = new Proxy(db(), {
      get(target, prop, receiver) {
        if ((prop === 'connection' || prop === 'transaction') && !raced) {
          raced = true;
          return () => ({
            execute: async (work: never) => {
              await fundAndInvest(ctx.app, target, kind, admin, project._id, [[late, 30_000, 30_000]]);
              return prop === 'connection' ? target.connection().execute(work) : target.transaction().execute(work);
            },
          });
        }
        const value = Reflect.get(target, prop, receiver) as unknown;
        // Kysely keeps its state in private fields, which only the real instance can read.
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const { plan, posting } = await postDistribution(racing, {
      projectId: project._id,
      kind: 'profit',
      periodStart: today,
      periodEnd: today,
      amount: 10_000,
      note: '',
      idempotencyKey: idempotencyKey(),
      actorId: admin.user.id,
      origin: null,
      chunkLines: CHUNK,
    });
    expect(raced).toBe(true);
    // Weighed before the race, the line would carry the first 10,000 only.
    expect(plan!.lines.find((line) => line.userId === late.user.id)?.capitalAtEnd).toBe(40_000 * 100);
    await drivePosting(db(), posting!.id);
    expect(await ledgerProblems(db())).toEqual([]);
  });
});
