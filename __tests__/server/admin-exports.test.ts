import type { LightMyRequestResponse } from 'fastify';
import { bangladeshToday } from '../../src/server/money/distributions/bangladesh-days';
import { EXPORTS, exportCsv } from '../../src/server/services/exports/export-csv';
import type { ExportTable, KeysetRow } from '../../src/server/services/exports/export-table';
import { depositReference, distributionReference, investmentReference } from '../../src/shared/references';
import { manyPendingDeposits } from './helpers/deposit-fixture';
import { seedExportWorld, type ExportWorld } from './helpers/export-fixture';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';
import { createTestAdmin, createTestUser, type TestUser } from './helpers/users';

notePostgresSkip();

/** The file's lines after checking its BOM; cells in the fixture hold no line breaks. */
function linesOf(res: LightMyRequestResponse): string[] {
  expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
  expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = res.rawPayload.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

const EVE = `"'=HYPERLINK(""http://evil.example"",""x"")"`;
const byTimeThenId = <T extends { created_at: string; id: string }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1));

describe.each(databaseKinds)('GET /api/exports/<kind>.csv on %s', (kind) => {
  let ctx: TestContext;
  let world: ExportWorld;
  let reviewedAt: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    world = await seedExportWorld(ctx.app, ctx.database.db);
    const deposits = await ctx.database.db.selectFrom('deposits').select(['id', 'reviewed_at']).execute();
    reviewedAt = Object.fromEntries(deposits.map((d) => [d.id, d.reviewed_at ?? '']));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const get = (path: string, user: TestUser | null = world.admin) => ctx.app.inject({ method: 'GET', url: `/api/exports/${path}`, headers: user ? user.headers : {} });

  test('users: every account (deactivated too), oldest first, money figures from the accounts; Bengali intact, a formula-looking name neutralised', async () => {
    const { admin, rahim, eve } = world;
    expect(linesOf(await get('users.csv'))).toEqual([
      'id,customer_id,email,fullname,phone,role,language,verified,active,created_at,available_balance_bdt,total_investment_bdt,total_profit_bdt,total_loss_bdt',
      `${admin.user.id},,admin@example.com,Admin One,,admin,en,yes,yes,2026-01-01T00:00:00.000Z,0.00,0.00,0.00,0.00`,
      // 50,000.50 deposited − 20,000 invested + 10 profit (the reversed 20 came and went).
      `${rahim.user.id},iv1001,rahim@example.com,রহিম উদ্দিন,'+8801711000000,investor,bn,yes,yes,2026-01-02T00:00:00.000Z,30010.50,20000.00,10.00,0.00`,
      `${eve.user.id},iv1002,eve@example.com,${EVE},,investor,en,yes,no,2026-01-03T00:00:00.000Z,0.00,0.00,0.00,0.00`,
    ]);
  });

  test('deposits: reference, investor, amount, status, decision, remarks, how it was paid and the Bengali reason; an attachment named for the period, never cached', async () => {
    const { approved, beforeMidnight, afterMidnight } = world.deposits;
    const res = await get('deposits.csv?from=2026-02-01&to=2026-02-02');
    expect(res.headers['content-disposition']).toBe('attachment; filename="deposits-2026-02-01-2026-02-02.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(linesOf(res)).toEqual([
      'reference,id,user_email,user_name,amount_bdt,status,created_at,decided_at,decided_by,admin_remarks,method,payment_reference,sender,admin_remarks_bn',
      `${depositReference(approved)},${approved},rahim@example.com,রহিম উদ্দিন,50000.50,approved,2026-02-01T03:00:00.000Z,${reviewedAt[approved]},admin@example.com,,bkash,9G7A1B2C3D,01711000000,`,
      `${depositReference(beforeMidnight)},${beforeMidnight},eve@example.com,${EVE},300.00,pending,2026-02-01T17:59:59.999Z,,,,,,,`,
      `${depositReference(afterMidnight)},${afterMidnight},eve@example.com,${EVE},100.00,rejected,2026-02-01T18:00:00.000Z,${reviewedAt[afterMidnight]},admin@example.com,"'-1, ""blurred""",,,,"ছবি, ঝাপসা"`,
    ]);
  });

  test('investments: opening capital, the company’s co-investment and an investor’s investment, in time order', async () => {
    const transfers = await ctx.database.db
      .selectFrom('transfers')
      .select(['id', 'kind', 'created_at'])
      .where('kind', 'in', ['opening_capital', 'company_investment', 'investment'])
      .execute();
    const tail: Record<string, string> = {
      opening_capital: ',company,PROJECT,1000.00',
      company_investment: ',company,PROJECT,750.25',
      investment: 'rahim@example.com,রহিম উদ্দিন,PROJECT,20000.00',
    };
    const expected = byTimeThenId(transfers).map(
      (t) => `${investmentReference(t.id)},${t.id},${t.kind},${tail[t.kind]!.replace('PROJECT', `${world.projectId},Dhaka Rice Mill`)},${t.created_at}`,
    );
    expect(expected).toHaveLength(3);
    expect(linesOf(await get('investments.csv'))).toEqual(['reference,transfer_id,kind,investor_email,investor_name,project_id,project,amount_bdt,created_at', ...expected]);
  });

  test('distributions: the pool and the company’s share; a reversal and the distribution it reverses name each other', async () => {
    const { kept, reversed, reversal } = world.distributions;
    const rows = await ctx.database.db.selectFrom('distributions').select(['id', 'created_at']).execute();
    const at = Object.fromEntries(rows.map((r) => [r.id, r.created_at]));
    const project = `${world.projectId},Dhaka Rice Mill,profit`;
    const line: Record<string, string> = {
      [kept]: `${distributionReference(kept)},${kept},${project},2026-01-31,2026-01-31,15.00,10.00,5.00,1,,,,fixture,admin@example.com,${at[kept]}`,
      [reversed]: `${distributionReference(reversed)},${reversed},${project},2026-02-28,2026-02-28,25.00,20.00,5.00,1,,${distributionReference(reversal)},,fixture,admin@example.com,${at[reversed]}`,
      [reversal]: `${distributionReference(reversal)},${reversal},${project},2026-02-28,2026-02-28,25.00,20.00,5.00,1,${distributionReference(reversed)},,Wrong period,fixture,admin@example.com,${at[reversal]}`,
    };
    expect(linesOf(await get('distributions.csv'))).toEqual([
      'reference,id,project_id,project,kind,period_start,period_end,amount_bdt,investors_pool_bdt,company_share_bdt,holders,reversal_of,reversed_by,reversal_reason,note,posted_by,created_at',
      ...byTimeThenId(rows).map((r) => line[r.id]),
    ]);
  });

  test('expenses: the Bangladesh day, Bengali text intact, a formula-looking description neutralised', async () => {
    const rows = byTimeThenId(await ctx.database.db.selectFrom('expenses').select(['id', 'description', 'created_at']).execute());
    const cells: Record<string, string> = { 'অফিস ভাড়া': 'অফিস ভাড়া,Rent,25000.00', '@SUM(A1:A2)': "'@SUM(A1:A2),Other,99.50" };
    expect(linesOf(await get('expenses.csv'))).toEqual([
      'id,date,description,category,amount_bdt,recorded_by,created_at',
      ...rows.map((r) => `${r.id},${bangladeshToday(new Date(r.created_at))},${cells[r.description]},admin@example.com,${r.created_at}`),
    ]);
  });

  test.each([
    ['from=2026-02-01&to=2026-02-01', ['approved', 'beforeMidnight']],
    ['from=2026-02-02&to=2026-02-02', ['afterMidnight']],
    ['from=2026-02-02', ['afterMidnight']],
    ['to=2026-02-01', ['approved', 'beforeMidnight']],
    ['from=2026-01-15&to=2026-01-31', []],
    ['', ['approved', 'beforeMidnight', 'afterMidnight']],
  ] as const)('the dates are Bangladesh days, both included (%s)', async (query, names) => {
    const ids = linesOf(await get(`deposits.csv?${query}`))
      .slice(1)
      .map((line) => line.split(',')[1]);
    expect(ids).toEqual(names.map((name) => world.deposits[name]));
  });

  test('the date filter applies to every kind: users created on one Dhaka day', async () => {
    const lines = linesOf(await get('users.csv?from=2026-01-02&to=2026-01-02'));
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(['rahim@example.com']);
  });

  test('a file without dates is named from the start to today in Dhaka', async () => {
    const res = await get('expenses.csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="expenses-start-${bangladeshToday()}.csv"`);
  });

  test('each export is recorded in the audit trail: who took which file for which dates', async () => {
    await get('users.csv?from=2026-01-02');
    const event = await ctx.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'data_exported')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect([event.actor_id, JSON.parse(event.after ?? 'null')]).toEqual([world.admin.user.id, { kind: 'users', from: '2026-01-02', to: null }]);
  });

  test.each([
    ['from=2026-02-30', 'from must be a date (YYYY-MM-DD).'],
    ['to=yesterday', 'to must be a date (YYYY-MM-DD).'],
    ['from=2026-03-02&to=2026-03-01', 'to must not be before from.'],
    ['from=2026-01-01&from=2026-01-02', 'from must be a date.'],
    ['limit=5', 'Unknown field: limit'],
  ])('bad dates are refused with 400 and a clear message (%s)', async (query, message) => {
    const res = await get(`users.csv?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION_FAILED', fields: expect.any(Object) });
  });

  test.each(['users', 'deposits', 'investments', 'distributions', 'expenses'])('%s: an investor gets 403, no session 401', async (name) => {
    const investor = await get(`${name}.csv`, world.rahim);
    expect([investor.statusCode, investor.json()]).toEqual([403, { message: expect.any(String), code: 'FORBIDDEN' }]);
    const anonymous = await get(`${name}.csv`, null);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { message: expect.any(String), code: 'UNAUTHENTICATED' }]);
  });
});

describe.each(databaseKinds)('exports larger than a page on %s', (kind) => {
  let ctx: TestContext;
  let expectedIds: string[];
  const COUNT = 1234;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    const investor = await createTestUser(ctx.database.db);
    // Three deposits a millisecond: pages end in the middle of a tie on created_at.
    await manyPendingDeposits(ctx.database.db, investor.user.id, COUNT, '2026-03-10T00:00:00.000Z');
    // Outside the dates asked for: the day before in Dhaka.
    await manyPendingDeposits(ctx.database.db, investor.user.id, 5, '2026-03-09T17:59:59.000Z');
    const rows = await ctx.database.db.selectFrom('deposits').select(['id', 'created_at']).where('created_at', '>=', '2026-03-10T00:00:00.000Z').execute();
    expectedIds = byTimeThenId(rows).map((r) => r.id);
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  test('1,234 deposits come out each once, in (created_at, id) order, across keyset pages of 500', async () => {
    const admin = await createTestAdmin(ctx.database.db);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/exports/deposits.csv?from=2026-03-10&to=2026-03-10', headers: admin.headers });
    const ids = linesOf(res)
      .slice(1)
      .map((line) => line.split(',')[1]);
    expect(ids).toHaveLength(COUNT);
    expect(new Set(ids).size).toBe(COUNT);
    expect(ids).toEqual(expectedIds);
  });

  test('streams: the header and the first page are written before the later pages are read', async () => {
    const reads: number[] = [];
    const counted: ExportTable<KeysetRow> = {
      ...EXPORTS.deposits,
      read: async (...args) => {
        const rows = await EXPORTS.deposits.read(...args);
        reads.push(rows.length);
        return rows;
      },
    };
    const chunks = exportCsv(ctx.database.db, counted, { start: '2026-03-09T18:00:00.000Z', end: '2026-03-10T18:00:00.000Z' });
    expect((await chunks.next()).value).toMatch(/^\uFEFFreference,id,/);
    expect(reads).toEqual([]);
    const first = await chunks.next();
    expect(first.value.split('\r\n')).toHaveLength(501);
    expect(reads).toEqual([500]);
    let rest = 0;
    for await (const chunk of chunks) rest += chunk.split('\r\n').length - 1;
    expect(rest).toBe(COUNT - 500);
    expect(reads).toEqual([500, 500, 234]);
  });
});
