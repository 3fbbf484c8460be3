import QRCode from 'qrcode';
import { drawQrCode, shortAddress } from '../../src/server/services/certificates/certificate-qr';
import { certificateNumberCandidates } from '../../src/server/services/certificates/certificate-numbers';
import { maskedName } from '../../src/server/services/certificates/certificate-verify';
import type { ProjectDto } from '../../src/shared/api-types';
import { fundWallet } from './helpers/money';
import { hasPoppler, pdfText } from './helpers/pdf-render';
import { createProjectViaApi } from './helpers/project-api';
import { idempotencyKey } from './helpers/statement-fixture';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';
import { createTestAdmin, createTestUser, type TestUser } from './helpers/users';

notePostgresSkip();

const NOT_FOUND = { message: 'No certificate has this number. Check it against the paper, letter by letter.', code: 'CERTIFICATE_NOT_FOUND' };
const MALFORMED = { message: 'A certificate number looks like CER-1A2B3C4D.', code: 'VALIDATION_FAILED', fields: { number: 'A certificate number looks like CER-1A2B3C4D.' } };

test.each([
  ['Rahim Ahmed', 'Ra*** Ah***'],
  ['  Karim   A  ', 'Ka*** A***'],
  // Whole Bengali letters: 'রহিমা' begins রহি (র, হি) and খাতুন খাতু (খা, তু), never a lone vowel sign.
  ['রহিমা খাতুন', 'রহি*** খাতু***'],
])('the holder %p shows as %p', (name, masked) => {
  expect(maskedName(name)).toBe(masked);
});

test('a holding keeps the short number printed so far; a longer one only where it is taken', () => {
  expect(certificateNumberCandidates('0a1b2c3d4e5f60718293a4b5')).toEqual([
    'CER-0A1B2C3D',
    'CER-0A1B2C3D4E5F',
    'CER-0A1B2C3D4E5F6071',
    'CER-0A1B2C3D4E5F60718293',
    'CER-0A1B2C3D4E5F60718293A4B5',
  ]);
});

/** GET /api/certificate/verify/{number}: the public check behind the certificate's QR code. */
describe.each(databaseKinds)('certificate verification on %s', (kind) => {
  let ctx: TestContext;
  let admin: TestUser;
  let karim: TestUser;
  let rahima: TestUser;
  let active: ProjectDto;
  let done: ProjectDto;

  const invest = async (user: TestUser, projectId: string, amount: number) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/investment', headers: user.headers, payload: { projectId, amount, idempotencyKey: idempotencyKey() } });
    if (res.statusCode !== 201) throw new Error(`invest failed: ${res.body}`);
  };
  const certificate = (projectId: string, as: TestUser) => ctx.app.inject({ method: 'GET', url: `/api/investment/holdings/${projectId}/certificate`, headers: as.headers });
  const numberOf = async (projectId: string, as: TestUser) => {
    const res = await certificate(projectId, as);
    expect(res.statusCode).toBe(200);
    return /certificate-(CER-[0-9A-F]+)\.pdf/.exec(String(res.headers['content-disposition']))![1]!;
  };
  const verify = (number: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/api/certificate/verify/${encodeURIComponent(number)}`, headers });
  const firstInvestment = async (user: TestUser, projectId: string) =>
    (
      await ctx.database.db
        .selectFrom('transfers')
        .select('created_at')
        .where('kind', '=', 'investment')
        .where('user_id', '=', user.user.id)
        .where('project_id', '=', projectId)
        .orderBy('created_at')
        .executeTakeFirstOrThrow()
    ).created_at;

  beforeAll(async () => {
    ctx = await createTestContext(kind, { PUBLIC_URL: 'https://invest.example.com' });
    admin = await createTestAdmin(ctx.database.db);
    karim = await createTestUser(ctx.database.db, { fullname: 'Karim Ahmed' });
    rahima = await createTestUser(ctx.database.db, { fullname: 'রহিমা খাতুন', language: 'bn' });
    active = await createProjectViaApi(ctx.app, admin, {
      title: 'Dhaka Rice Mill',
      titleBn: 'ঢাকা চালকল',
      raisedAmount: 0,
      investmentOptions: [1000],
      termMonths: 24,
      maturityDate: '2028-06-30',
      profitRatio: 14.5,
      roi: 14.5,
    });
    done = await createProjectViaApi(ctx.app, admin, { title: 'Completed Mill', raisedAmount: 0, investmentOptions: [1000] });
    await fundWallet(ctx.database.db, karim.user.id, admin.user.id, 100000);
    await fundWallet(ctx.database.db, rahima.user.id, admin.user.id, 100000);
    await invest(karim, active._id, 20000);
    await invest(karim, active._id, 5000);
    await invest(rahima, done._id, 7000);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/project/${done._id}/complete`, headers: admin.headers, payload: {} })).statusCode).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await ctx.close();
  });

  test('an active certificate, signed out: the masked holder, the project, the capital, since when', async () => {
    const number = await numberOf(active._id, karim);
    const res = await verify(number);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      certificate: {
        number,
        holder: 'Ka*** Ah***',
        projectId: active._id,
        projectTitle: 'Dhaka Rice Mill',
        projectTitleBn: 'ঢাকা চালকল',
        amount: 25000,
        since: await firstInvestment(karim, active._id),
        status: 'active',
        completedAt: null,
      },
    });
    // The full name is nowhere in the answer.
    expect(res.body).not.toContain('Karim');
  });

  test('a completed certificate says so, with the completion date; it is still issued after completion', async () => {
    const number = await numberOf(done._id, rahima);
    const project = await ctx.database.db.selectFrom('projects').select('completed_at').where('id', '=', done._id).executeTakeFirstOrThrow();
    const res = await verify(number);
    expect([res.statusCode, res.json().certificate]).toEqual([
      200,
      expect.objectContaining({
        holder: 'রহি*** খাতু***',
        projectTitle: 'Completed Mill',
        projectTitleBn: null,
        amount: 7000,
        status: 'completed',
        completedAt: project.completed_at,
      }),
    ]);
    expect(project.completed_at).not.toBeNull();
  });

  test('the number is stable: every download prints the same one, the one the holding id gives', async () => {
    const first = await numberOf(active._id, karim);
    expect(await numberOf(active._id, karim)).toBe(first);
    const holding = await ctx.database.db.selectFrom('accounts').select('id').where('account_key', '=', `holding:${karim.user.id}:${active._id}`).executeTakeFirstOrThrow();
    expect(first).toBe(certificateNumberCandidates(holding.id)[0]);
  });

  test('typed in any case, with spaces or without the dash, it is the same certificate', async () => {
    const number = await numberOf(active._id, karim);
    for (const typed of [number.toLowerCase(), ` ${number} `, number.replace('-', ''), number.replace('-', ' ')]) {
      expect([typed, (await verify(typed)).statusCode]).toEqual([typed, 200]);
    }
  });

  test('a holding whose short number is taken gets a longer one, and each number names its own holding', async () => {
    const number = await numberOf(active._id, karim);
    const holding = await ctx.database.db.selectFrom('accounts').select('id').where('account_key', '=', `holding:${karim.user.id}:${active._id}`).executeTakeFirstOrThrow();
    // Rahima's next holding: the row its first investment creates, its short number already Karim's.
    const next = await createProjectViaApi(ctx.app, admin, { title: 'Savar Dairy', raisedAmount: 0, investmentOptions: [1000] });
    await invest(rahima, next._id, 3000);
    const hers = await ctx.database.db.selectFrom('accounts').select('id').where('account_key', '=', `holding:${rahima.user.id}:${next._id}`).executeTakeFirstOrThrow();
    await ctx.database.db
      .updateTable('certificates')
      .set({ number: certificateNumberCandidates(hers.id)[0]! })
      .where('account_id', '=', holding.id)
      .execute();
    const longer = await numberOf(next._id, rahima);
    expect(longer).toBe(certificateNumberCandidates(hers.id)[1]);
    expect((await verify(longer)).json().certificate.projectTitle).toBe('Savar Dairy');
    expect((await verify(certificateNumberCandidates(hers.id)[0]!)).json().certificate.projectTitle).toBe('Dhaka Rice Mill');
    await ctx.database.db.updateTable('certificates').set({ number }).where('account_id', '=', holding.id).execute();
  });

  test('an unknown number: 404 with a clear message', async () => {
    const res = await verify('CER-00000000');
    expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
  });

  test('a holding whose certificate was never issued has no number to find', async () => {
    const fresh = await createTestUser(ctx.database.db, { fullname: 'Nobody Yet' });
    await fundWallet(ctx.database.db, fresh.user.id, admin.user.id, 10000);
    await invest(fresh, active._id, 2000);
    const holding = await ctx.database.db.selectFrom('accounts').select('id').where('account_key', '=', `holding:${fresh.user.id}:${active._id}`).executeTakeFirstOrThrow();
    expect((await verify(certificateNumberCandidates(holding.id)[0]!)).statusCode).toBe(404);
  });

  test.each(['CER-', 'CER-123', 'CER-XYZXYZXY', 'INV-0A1B2C3D', '0a1b2c3d', `CER-${'A'.repeat(25)}`, "CER-1' or '1'='1", '%00'])('a malformed number (%s): 400', async (number) => {
    const res = await verify(number);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(MALFORMED);
  });

  test('the PDF prints the short address and the project terms', async () => {
    const number = await numberOf(active._id, karim);
    if (!hasPoppler) return;
    const text = pdfText((await certificate(active._id, karim)).rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(`Verify this certificate: scan the code or open invest.example.com/verify/${number}`);
    expect(text).toMatch(/Term 24 months/);
    expect(text).toMatch(/Maturity date 30\/06\/2028/);
    expect(text).toMatch(/Expected profit \(yearly\) 14\.5% a year \(expected, not guaranteed\)/);
    const bn = pdfText((await certificate(done._id, rahima)).rawPayload).replace(/\s+/g, ' ');
    expect(bn).toContain('সনদ যাচাই');
    expect(bn).toContain(`invest.example.com/verify/${await numberOf(done._id, rahima)}`);
  });

  test('tried in bulk from one address: 429 after 30 in 15 minutes', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await ctx.app.inject({ method: 'GET', url: '/api/certificate/verify/CER-00000000', remoteAddress: '203.0.113.9', headers })).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

test('the QR code drawn is the matrix of the verify address, one square per dark module', () => {
  const url = 'https://invest.example.com/verify/CER-0A1B2C3D';
  const squares: Array<[number, number]> = [];
  const doc = { save: () => doc, restore: () => doc, fillColor: () => doc, fill: () => doc, rect: (x: number, y: number) => (squares.push([x, y]), doc) };
  drawQrCode(doc as unknown as PDFKit.PDFDocument, url, 10, 20, 58);
  const modules = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules;
  const cell = 58 / modules.size;
  const dark: Array<[number, number]> = [];
  for (let row = 0; row < modules.size; row += 1) for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) dark.push([10 + col * cell, 20 + row * cell]);
  expect(squares).toEqual(dark);
  expect(shortAddress(url)).toBe('invest.example.com/verify/CER-0A1B2C3D');
});
