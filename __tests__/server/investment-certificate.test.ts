import { bangladeshToday } from '../../src/server/money/distributions/bangladesh-days';
import { certificateReference, investmentReference } from '../../src/shared/references';
import type { ProjectDto } from '../../src/shared/api-types';
import { fundWallet } from './helpers/money';
import { hasPoppler, looksDrawn, pdfPageCount, pdfText, renderFirstPage } from './helpers/pdf-render';
import { createProjectViaApi } from './helpers/project-api';
import { idempotencyKey } from './helpers/statement-fixture';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';
import { createTestAdmin, createTestUser, type TestUser } from './helpers/users';

notePostgresSkip();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const bengali = (text: string) => text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!);
const dayFirst = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Issue 16: GET /api/investment/holdings/{projectId}/certificate, a one-page PDF of the investor's own holding. */
describe.each(databaseKinds)('investment certificate on %s', (kind) => {
  let ctx: TestContext;
  let admin: TestUser;
  let karim: TestUser;
  let rahima: TestUser;
  let other: TestUser;
  let project: ProjectDto;
  /** Karim's investment transfers in the order he made them. */
  let karimTransfers: string[];
  const today = bangladeshToday();

  const invest = async (user: TestUser, projectId: string, amount: number) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/investment', headers: user.headers, payload: { projectId, amount, idempotencyKey: idempotencyKey() } });
    if (res.statusCode !== 201) throw new Error(`invest failed: ${res.body}`);
    // Distinct instants, so "the latest five" is one answer.
    await pause(3);
  };
  const certificate = (projectId: string, as?: TestUser) => ctx.app.inject({ method: 'GET', url: `/api/investment/holdings/${projectId}/certificate`, headers: as?.headers ?? {} });
  const holdingReference = async (user: TestUser, projectId: string) =>
    certificateReference(
      (await ctx.database.db.selectFrom('accounts').select('id').where('account_key', '=', `holding:${user.user.id}:${projectId}`).executeTakeFirstOrThrow()).id,
    );

  beforeAll(async () => {
    ctx = await createTestContext(kind, { COMPANY_NAME: 'Halal Invest Ltd.', COMPANY_ADDRESS: 'House 12, Road 7, Dhanmondi, Dhaka 1205' });
    admin = await createTestAdmin(ctx.database.db);
    karim = await createTestUser(ctx.database.db, { fullname: 'Karim Ahmed', unique_id: 'iv7001' });
    rahima = await createTestUser(ctx.database.db, { fullname: 'রহিমা খাতুন', unique_id: 'iv7002', language: 'bn' });
    other = await createTestUser(ctx.database.db);
    project = await createProjectViaApi(ctx.app, admin, {
      title: 'Dhaka Rice Mill',
      location: 'Savar, Dhaka',
      raisedAmount: 0,
      investmentOptions: [1000],
      investorSharePercent: '60',
      contractType: 'mudaraba',
    });
    await fundWallet(ctx.database.db, karim.user.id, admin.user.id, 200000);
    await fundWallet(ctx.database.db, rahima.user.id, admin.user.id, 100000);
    await fundWallet(ctx.database.db, other.user.id, admin.user.id, 100000);
    // Karim: 60,000 then seven of 1,000 (67,000 in 8 investments); Rahima: 25,000 once.
    await invest(karim, project._id, 60000);
    for (let i = 0; i < 7; i += 1) await invest(karim, project._id, 1000 + i);
    await invest(rahima, project._id, 25000);
    // A loss of 920 today, shared 67,021 : 25,000 by capital × days.
    const loss = await ctx.app.inject({
      method: 'POST',
      url: `/api/project/${project._id}/distributions`,
      headers: admin.headers,
      payload: { periodStart: today, periodEnd: today, kind: 'loss', amount: 920, note: '', idempotencyKey: idempotencyKey() },
    });
    expect(loss.statusCode).toBe(201);
    const rows = await ctx.database.db.selectFrom('transfers').select('id').where('kind', '=', 'investment').where('user_id', '=', karim.user.id).orderBy('created_at').execute();
    karimTransfers = rows.map((row) => row.id);
  }, 60_000);

  afterAll(async () => {
    await ctx.close();
  });

  test('the owner gets a one-page PDF attachment, not to be cached', async () => {
    const res = await certificate(project._id, karim);
    const reference = await holdingReference(karim, project._id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="certificate-${reference}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (!hasPoppler) return;
    expect(pdfPageCount(res.rawPayload)).toBe(1);
    expect(looksDrawn(renderFirstPage(res.rawPayload, `certificate-en-${kind}`))).toBe(true);
  });

  test('in English: the investor, the project, the figures, the latest five investments and the terms', async () => {
    if (!hasPoppler) return;
    const text = pdfText((await certificate(project._id, karim)).rawPayload);
    const holdings = (await ctx.app.inject({ method: 'GET', url: '/api/investment/holdings', headers: karim.headers })).json().holdings;
    // 920 × 67,021 / 92,021 = 670.057: floored to 670.05, and the one poisha left over goes to the larger remainder (MONEY.md).
    expect(holdings).toEqual([expect.objectContaining({ projectId: project._id, principal: 66350.94, loss: 670.06 })]);
    for (const words of [
      'Halal Invest Ltd.',
      'House 12, Road 7, Dhanmondi, Dhaka 1205',
      'Investment certificate',
      `Certificate reference: ${await holdingReference(karim, project._id)}`,
      `Issue date: ${dayFirst(today)}`,
      'Karim Ahmed',
      'iv7001',
      'Dhaka Rice Mill',
      'Savar, Dhaka',
      'BDT 67,021.00',
      'BDT 66,350.94',
      `First investment`,
      `${dayFirst(today)}`,
      '60%',
      'and 3 more (earlier)',
      'Page 1',
    ])
      expect(text).toContain(words);
    expect(text).toMatch(/Capital invested\s+BDT 67,021\.00/);
    expect(text).toMatch(/Current capital\s+BDT 66,350\.94/);
    expect(text).toMatch(/Investors' profit share\s+60%/);
    // The project's own contract (mudarabah, from Settings) with its ratio: 60 % to the investors, 40 % to the company.
    expect(text).toContain('under a Mudaraba contract');
    expect(text.replace(/\s+/g, ' ')).toContain('shared by the agreed ratio: 60% to the investors');
    expect(text.replace(/\s+/g, ' ')).toContain('and 40% to the company as mudarib');
    // The five newest investments, newest first, each with its reference and amount; the three older ones are counted.
    const listed = [...text.matchAll(/INV-[0-9A-F]{8}/g)].map((match) => match[0]);
    expect(listed).toEqual(karimTransfers.slice(-5).reverse().map(investmentReference));
    for (const amount of ['1,006.00', '1,005.00', '1,004.00', '1,003.00', '1,002.00']) expect(text).toContain(amount);
    expect(text).not.toContain('60,000.00');
    expect(text).not.toContain(investmentReference(karimTransfers[0]!));
  });

  test("in Bengali: Bengali words and digits, the investor's own figures", async () => {
    const res = await certificate(project._id, rahima);
    expect(res.statusCode).toBe(200);
    if (!hasPoppler) return;
    expect(pdfPageCount(res.rawPayload)).toBe(1);
    expect(looksDrawn(renderFirstPage(res.rawPayload, `certificate-bn-${kind}`))).toBe(true);
    const text = pdfText(res.rawPayload);
    // 920 × 25,000 / 92,021 = 249.942, floored to 249.94: 25,000 − 249.94 = 24,750.06.
    for (const words of [
      await holdingReference(rahima, project._id),
      investmentReference(
        (await ctx.database.db.selectFrom('transfers').select('id').where('kind', '=', 'investment').where('user_id', '=', rahima.user.id).executeTakeFirstOrThrow()).id,
      ),
      'iv7002',
      'Dhaka Rice Mill',
      'Halal Invest Ltd.',
    ]) {
      expect(text).toContain(words);
    }
    for (const figure of ['২৫,০০০.০০ টাকা', '২৪,৭৫০.০৬ টাকা', bengali(dayFirst(today)), '৬০%', '৪০%']) expect(text).toContain(figure);
    // No Western digit in Bengali apart from the references, the customer ID, the address and the verify address (a URL).
    const withoutLatin = text.replace(/\S*\/verify\/CER-[0-9A-F]+|(CER|INV)-[0-9A-F]{8}|iv7002|Dhaka 1205|Road 7|House 12/g, '');
    expect(withoutLatin).not.toMatch(/[0-9]/);
    expect(text).not.toContain('and ');
  });

  test('one page, however long the title, the location and the name', async () => {
    const long = await createProjectViaApi(ctx.app, admin, {
      title: `${'Very long project title '.repeat(8)}`.slice(0, 200),
      location: 'L'.repeat(200),
      raisedAmount: 0,
      investmentOptions: [1000],
    });
    const named = await createTestUser(ctx.database.db, { fullname: 'ন'.repeat(120), language: 'bn' });
    await fundWallet(ctx.database.db, named.user.id, admin.user.id, 50000);
    for (let i = 0; i < 12; i += 1) await invest(named, long._id, 1000);
    const res = await certificate(long._id, named);
    expect(res.statusCode).toBe(200);
    if (hasPoppler) expect(pdfPageCount(res.rawPayload)).toBe(1);
  });

  test('a completed project: capital returned, the certificate says so', async () => {
    const done = await createProjectViaApi(ctx.app, admin, { title: 'Completed Mill', raisedAmount: 0, investmentOptions: [1000] });
    await invest(other, done._id, 5000);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/project/${done._id}/complete`, headers: admin.headers, payload: {} })).statusCode).toBe(200);
    const res = await certificate(done._id, other);
    expect(res.statusCode).toBe(200);
    if (!hasPoppler) return;
    const text = pdfText(res.rawPayload);
    expect(text).toMatch(/Capital invested\s+BDT 5,000\.00/);
    expect(text).toMatch(/Current capital\s+BDT 0\.00/);
    expect(text).toContain(`Project completed on ${dayFirst(today)}`);
  });

  test('another investor, or a project nobody holds, gets 404', async () => {
    const notMine = await certificate(project._id, other);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ message: 'You have no holding in this project.', code: 'HOLDING_NOT_FOUND' });
    const unknown = await certificate('0123456789abcdef01234567', karim);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'You have no holding in this project.', code: 'HOLDING_NOT_FOUND' }]);
    // An admin holds nothing either: the route serves only the caller's own holding.
    expect((await certificate(project._id, admin)).statusCode).toBe(404);
  });

  test('signed out: 401', async () => {
    const res = await certificate(project._id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });
  });

  test.each(['not-an-id', '0123456789ABCDEF01234567', '0123456789abcdef0123456', '%00', "1' or '1'='1"])('a malformed project id (%s): 400', async (id) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/investment/holdings/${encodeURIComponent(id)}/certificate`, headers: karim.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Project id is not valid.', code: 'VALIDATION_FAILED', fields: { id: 'Project id is not valid.' } });
  });
});
