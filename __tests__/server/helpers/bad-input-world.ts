import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../../src/shared/notification-types';
import type { CorpusRequest, CorpusWorld } from './bad-input-corpus';
import { HOSTILE_TEXT } from './bad-values';
import { postFixtureDistribution } from './distribution-fixture';
import { seedPaymentAccounts } from './bad-input-payment-accounts';
import { seedTrust } from './bad-input-trust';
import { seedWithdrawals } from './bad-input-withdrawals';
import { fileBody, pngImage } from './multipart';
import { createProjectViaApi, projectBody } from './project-api';
import { tamperedLinkQueries } from './tampered-links';
import { createTestAdmin, createTestUser, type TestUser } from './users';

/** The seeded database the corpus runs against, and the requests that only its rows make invalid. */
export interface SeededWorld extends CorpusWorld {
  admin: TestUser;
  investor: TestUser;
  /** Requests of a valid shape that a database check must refuse: unknown or foreign rows, decided deposits, taken emails. */
  stateRequests: CorpusRequest[];
}

async function call(app: FastifyInstance, as: TestUser, options: InjectOptions, status: number) {
  const res = await app.inject({ ...options, headers: { ...as.headers, ...options.headers } });
  // eslint-disable-next-line @typescript-eslint/restrict-template-expressions, @typescript-eslint/no-base-to-string -- the corpus always gives url as a string
  if (res.statusCode !== status) throw new Error(`seeding: ${options.method} ${options.url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

async function uploadScreenshot(app: FastifyInstance, as: TestUser, visibility = 'private'): Promise<string> {
  const body = fileBody(await pngImage(24, 16));
  return (await call(app, as, { method: 'POST', url: `/api/file/upload?visibility=${visibility}`, ...body }, 201)).url;
}

async function deposit(app: FastifyInstance, as: TestUser, amount: number, headers: Record<string, string> = {}): Promise<string> {
  const url = await uploadScreenshot(app, as);
  return (await call(app, as, { method: 'POST', url: '/api/deposit', payload: { amount, url }, headers }, 201)).deposit._id;
}

const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return { path: parsed.pathname, query: parsed.search.slice(1) };
};

/**
 * A project (and an archived one), bank details, a promotion, an expense, an allocation, and a
 * pending, an approved and a rejected deposit: so unknown and foreign ids, state checks and
 * ownership checks all have something real to miss.
 */
export async function seedWorld(app: FastifyInstance, db: Kysely<Database>): Promise<SeededWorld> {
  const admin = await createTestAdmin(db);
  const investor = await createTestUser(db);
  const other = await createTestUser(db);
  const deactivated = await createTestUser(db, { is_active: 0 });

  const project = await createProjectViaApi(app, admin);
  // Without opening capital: a project that holds money is not deleted (PROJECT_HAS_CAPITAL).
  const archived = await createProjectViaApi(app, admin, { raisedAmount: 0 });
  await call(app, admin, { method: 'DELETE', url: `/api/project/${archived._id}` }, 200);
  const bankBody = { bankName: 'Islami Bank', accountNumber: '2050 1234 5678', accountName: 'Halal Invest Ltd', instruction: 'Write your customer id in the reference.' };
  const bank = (await call(app, admin, { method: 'POST', url: '/api/bank', payload: bankBody }, 201)).bankInfo;
  const discount = (
    await call(app, admin, { method: 'POST', url: '/api/discount', payload: { company: 'Seed Traders', imageUrl: 'https://cdn.example.com/seed.jpg', percent: 5 } }, 201)
  ).discount;
  // Issue 18: a removed promotion is gone for every later call.
  const removedDiscount = (
    await call(app, admin, { method: 'POST', url: '/api/discount', payload: { company: 'Gone Traders', imageUrl: 'https://cdn.example.com/gone.jpg' } }, 201)
  ).discount;
  await call(app, admin, { method: 'DELETE', url: `/api/discount/${removedDiscount._id}` }, 200);
  const expense = (await call(app, admin, { method: 'POST', url: '/api/expenses', payload: { description: 'Seed rent', amount: 1000, category: 'Rent' } }, 201)).expense;
  await call(app, admin, { method: 'POST', url: '/api/investment/allocate-funds', payload: { projectId: project._id, amount: 750.25 } }, 201);
  // Issue 16: a completed project, a distribution to reverse and one already reversed (posted by the fixture).
  const completed = await createProjectViaApi(app, admin);
  await call(app, admin, { method: 'POST', url: `/api/project/${completed._id}/complete`, payload: {} }, 200);
  const profitTo = (amount: number) =>
    postFixtureDistribution(db, { projectId: project._id, actorId: admin.user.id, kind: 'profit', lines: [{ userId: investor.user.id, amount }], companyShare: 5_00 });
  const distribution = await profitTo(10_00);
  const reversed = await profitTo(20_00);
  await call(app, admin, { method: 'POST', url: `/api/distributions/${reversed.id}/reverse`, payload: { reason: 'Seeded reversal' } }, 200);
  const reversal = (await db.selectFrom('distributions').select('id').where('reverses_distribution_id', '=', reversed.id).executeTakeFirstOrThrow()).id;

  const pendingKey = 'seed-pending-key';
  const pending = await deposit(app, investor, 1000, { 'idempotency-key': pendingKey });
  const approved = await deposit(app, investor, 2500.5);
  await call(app, admin, { method: 'PUT', url: `/api/deposit/${approved}`, payload: { status: 'approved' } }, 200);
  const rejected = await deposit(app, investor, 300);
  await call(app, admin, { method: 'PUT', url: `/api/deposit/${rejected}`, payload: { status: 'rejected', adminRemarks: 'Blurred screenshot' } }, 200);
  // Issue 17: ৳350 of the approved deposit goes to withdrawals (৳100 pending, ৳200 paid, ৳50 cancelled back).
  const withdrawals = await seedWithdrawals(app, admin, investor);
  const paymentAccounts = await seedPaymentAccounts(app, admin, investor, bank._id);
  const trust = await seedTrust(app, admin);
  const spareScreenshot = await uploadScreenshot(app, investor);
  const adminScreenshot = await uploadScreenshot(app, admin);
  const publicImage = await uploadScreenshot(app, admin, 'public');
  const signed = pathOf(spareScreenshot);

  const validBodies: Record<string, Record<string, unknown>> = {
    'POST /api/auth/signup': { customId: 'iv4242', fullname: 'Fuzz Tester', email: 'fuzz.new@example.com', password: 'a long password 1', language: 'en', ageConfirmed: true },
    'POST /api/auth/verify-otp': { email: 'fuzz.unknown@example.com', otp: '123456', phone: '+8801711000000' },
    'POST /api/auth/resend-otp': { email: 'fuzz.unknown@example.com' },
    'POST /api/auth/login': { email: 'fuzz.unknown@example.com', password: 'some password' },
    'POST /api/auth/forgot-password': { email: 'fuzz.unknown@example.com' },
    'POST /api/auth/reset-password': { email: 'fuzz.unknown@example.com', resetToken: 'r'.repeat(43), newPassword: 'a long password 2' },
    'PUT /api/auth/update': { fullname: 'Fuzz Investor', email: 'fuzz.update@example.com', phone: '+880 1711-000000', nid: '1234-5678', currentPassword: investor.password },
    'POST /api/auth/email-change/confirm': { code: '123456' },
    // A wrong password: a right one would set up a secret, and the corpus must leave the data unchanged.
    'POST /api/auth/2fa/setup': { password: 'some password' },
    'POST /api/auth/2fa/enable': { password: 'some password', code: '123456' },
    'POST /api/auth/2fa/disable': { password: 'some password', code: 'abcde-fghjk' },
    'POST /api/auth/2fa/verify': { challenge: 'c'.repeat(43), code: '123456' },
    'POST /api/project': projectBody(),
    'PUT /api/project/{id}': projectBody(),
    'POST /api/discount': { company: 'Fuzz Traders', imageUrl: 'https://cdn.example.com/promo.jpg', percent: 15 },
    'PUT /api/discount/{id}': {
      company: 'Fuzz Traders',
      companyBn: 'ফাজ ট্রেডার্স',
      offer: '15% off',
      offerBn: '১৫% ছাড়',
      imageUrl: 'https://cdn.example.com/promo.jpg',
      percent: 15,
      endsAt: '2030-12-31',
    },
    'POST /api/deposit': { amount: 1500.5, url: spareScreenshot },
    'PUT /api/deposit/{id}': { status: 'approved', adminRemarks: 'Checked against the bank statement.' },
    'POST /api/bank': bankBody,
    'PUT /api/bank/{id}': bankBody,
    'POST /api/expenses': { description: 'Office rent', amount: 25000, category: 'Rent' },
    'POST /api/investment/allocate-funds': { projectId: project._id, amount: 5000 },
    'POST /api/project/{id}/complete': {},
    'POST /api/distributions/{id}/reverse': { reason: 'Posted for the wrong period' },
    // The investor's wallet (৳2,200.50) covers none of these: a valid shape still changes nothing.
    'POST /api/investment': { projectId: project._id, amount: 50000, idempotencyKey: 'fuzz-invest-key-1' },
    'POST /api/project/{id}/distributions/preview': { periodStart: '2026-01-01', periodEnd: '2026-03-31', kind: 'profit', amount: 1000, note: 'First quarter' },
    'POST /api/project/{id}/distributions': {
      periodStart: '2026-01-01',
      periodEnd: '2026-03-31',
      kind: 'profit',
      amount: 1000,
      note: 'First quarter',
      idempotencyKey: 'fuzz-distribution-key-1',
    },
    // Nobody's message: a variant the server accepts still marks nothing read.
    'POST /api/notifications/read': { ids: ['f'.repeat(24)] },
    // The choices every account starts with: saving them again changes nothing.
    'PUT /api/notifications/preferences': DEFAULT_NOTIFICATION_PREFERENCES,
    // No code was sent: a code of the right shape is refused and changes nothing.
    'POST /api/auth/phone/verify': { code: '123456' },
    ...withdrawals.validBodies,
    ...paymentAccounts.validBodies,
    ...trust.validBodies,
  };

  const json = (body: unknown) => ({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const state: CorpusRequest[] = [...withdrawals.stateRequests, ...paymentAccounts.stateRequests];
  const add = (op: string, label: string, request: Omit<CorpusRequest, 'op' | 'kind' | 'label'>) => state.push({ op, kind: 'state', label, ...request });
  const review = (status: string, adminRemarks: string | null) => json({ status, adminRemarks });
  // Text with a NUL character is refused before any database check (PostgreSQL cannot store it).
  const conflict = (text: string) => (text.includes('\u0000') ? {} : { status: 409 });

  // Deposits already decided cannot be decided again; remarks of every kind reach the conditional update.
  for (const id of [approved, rejected]) {
    add('PUT /api/deposit/{id}', 'approve a decided deposit', { method: 'PUT', url: `/api/deposit/${id}`, as: 'admin', status: 409, ...review('approved', null) });
    for (const text of HOSTILE_TEXT)
      add('PUT /api/deposit/{id}', `reject a decided deposit, remarks ${JSON.stringify(text).slice(0, 20)}`, {
        method: 'PUT',
        url: `/api/deposit/${id}`,
        as: 'admin',
        ...conflict(text),
        ...review('rejected', text),
      });
  }
  add('DELETE /api/auth/users/{id}', 'an administrator deactivating themself', { method: 'DELETE', url: `/api/auth/users/${admin.user.id}`, as: 'admin', status: 409 });
  for (const method of ['PUT', 'DELETE'] as const) {
    const body = method === 'PUT' ? json({ company: 'Back Again', imageUrl: 'https://cdn.example.com/back.jpg' }) : {};
    add(`${method} /api/discount/{id}`, 'a removed promotion', { method, url: `/api/discount/${removedDiscount._id}`, as: 'admin', status: 404, ...body });
  }
  add('DELETE /api/project/{id}', 'an archived project', { method: 'DELETE', url: `/api/project/${archived._id}`, as: 'admin', status: 404 });
  add('DELETE /api/project/{id}', 'a project holding capital', { method: 'DELETE', url: `/api/project/${project._id}`, as: 'admin', status: 409 });
  add('GET /api/project/{id}', 'an archived project', { method: 'GET', url: `/api/project/${archived._id}`, as: 'anonymous', status: 404 });
  add('PUT /api/project/{id}', 'an archived project', { method: 'PUT', url: `/api/project/${archived._id}`, as: 'admin', status: 404, ...json(projectBody()) });
  for (const projectId of [archived._id, investor.user.id, bank._id, 'ffffffffffffffffffffffff']) {
    add('POST /api/investment/allocate-funds', `allocate to ${projectId}`, {
      method: 'POST',
      url: '/api/investment/allocate-funds',
      as: 'admin',
      status: 404,
      ...json({ projectId, amount: 100 }),
    });
  }
  // Issue 15: investing refuses closed and unknown projects, amounts below the smallest option and
  // more than the wallet holds; the fund tab refuses the same for an investor, and unknown investors.
  const invest = (body: object, as: 'investor' | 'admin' = 'investor', url = '/api/investment') => ({ method: 'POST' as const, url, as, ...json(body) });
  add('POST /api/investment', 'an archived project', { ...invest({ projectId: archived._id, amount: 50000, idempotencyKey: 'state-key-archived' }), status: 409 });
  add('POST /api/investment', 'an unknown project', { ...invest({ projectId: 'ffffffffffffffffffffffff', amount: 50000, idempotencyKey: 'state-key-unknown' }), status: 404 });
  add('POST /api/investment', 'below the smallest option', { ...invest({ projectId: project._id, amount: 100, idempotencyKey: 'state-key-small' }), status: 400 });
  add('POST /api/investment', 'more than the wallet holds', { ...invest({ projectId: project._id, amount: 100000, idempotencyKey: 'state-key-broke' }), status: 409 });
  const allocateFor = (userId: string, amount: number) => invest({ projectId: project._id, amount, userId }, 'admin', '/api/investment/allocate-funds');
  add('POST /api/investment/allocate-funds', 'for an investor whose wallet is short', { ...allocateFor(investor.user.id, 50000), status: 409 });
  for (const userId of ['ffffffffffffffffffffffff', admin.user.id, project._id]) {
    add('POST /api/investment/allocate-funds', `for ${userId}, not an investor`, { ...allocateFor(userId, 50000), status: 404 });
  }
  add('POST /api/project/{id}/complete', 'a completed project', { method: 'POST', url: `/api/project/${completed._id}/complete`, as: 'admin', status: 409, ...json({}) });
  add('POST /api/project/{id}/complete', 'an archived project', { method: 'POST', url: `/api/project/${archived._id}/complete`, as: 'admin', status: 404, ...json({}) });
  add('POST /api/investment', 'a completed project', { ...invest({ projectId: completed._id, amount: 50000, idempotencyKey: 'state-key-completed' }), status: 409 });
  add('POST /api/distributions/{id}/reverse', 'a reversed distribution', {
    method: 'POST',
    url: `/api/distributions/${reversed.id}/reverse`,
    as: 'admin',
    status: 409,
    ...json({ reason: 'Again' }),
  });
  add('POST /api/distributions/{id}/reverse', 'a reversal', {
    method: 'POST',
    url: `/api/distributions/${reversal}/reverse`,
    as: 'admin',
    status: 409,
    ...json({ reason: 'Undo the undo' }),
  });
  add('GET /api/investment/transactions', 'a cursor this server never made', {
    method: 'GET',
    url: '/api/investment/transactions?cursor=bm90LWEtY3Vyc29y',
    as: 'investor',
    status: 400,
  });
  add('POST /api/bank', 'bank details exist already', { method: 'POST', url: '/api/bank', as: 'admin', status: 409, ...json(bankBody) });
  for (const text of HOSTILE_TEXT.filter((t) => t.trim() !== '')) {
    add('POST /api/bank', `bank details exist already, name ${JSON.stringify(text).slice(0, 20)}`, {
      method: 'POST',
      url: '/api/bank',
      as: 'admin',
      ...conflict(text),
      ...json({ ...bankBody, bankName: text, accountName: text, instruction: text }),
    });
  }

  // A deposit must cite the caller's own, existing screenshot.
  const foreignScreenshots = [
    adminScreenshot,
    spareScreenshot.replace(/\/[0-9a-f]{24}\.png/, '/ffffffffffffffffffffffff.png'),
    publicImage,
    'https://evil.example.com/api/file/private/x.png',
    `${signed.path.replace(investor.user.id, other.user.id)}?${signed.query}`,
    'javascript:alert(1)',
    'file:///etc/passwd',
    `http://localhost/api/file/private/${investor.user.id}/..%2f..%2f.app-secret`,
    ...HOSTILE_TEXT.filter((t) => t.trim() !== ''),
  ];
  for (const url of foreignScreenshots)
    add('POST /api/deposit', `screenshot ${url.slice(0, 40)}`, { method: 'POST', url: '/api/deposit', as: 'investor', status: 400, ...json({ amount: 100, url }) });
  // Each is outside the visible-ASCII rule; an empty header could be dropped on the way, so none is empty.
  for (const key of ['k'.repeat(65), 'key with spaces', 'clé', 'tab\tkey']) {
    add('POST /api/deposit', `Idempotency-Key ${key.slice(0, 20)}`, {
      method: 'POST',
      url: '/api/deposit',
      as: 'investor',
      status: 400,
      payload: JSON.stringify({ amount: 100, url: spareScreenshot }),
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
    });
  }
  add('POST /api/deposit', 'Idempotency-Key reused for another amount', {
    method: 'POST',
    url: '/api/deposit',
    as: 'investor',
    status: 409,
    payload: JSON.stringify({ amount: 999, url: spareScreenshot }),
    headers: { 'content-type': 'application/json', 'idempotency-key': pendingKey },
  });

  // Accounts: a taken email, wrong passwords, codes and reset tokens that were never issued.
  add('PUT /api/auth/update', "another account's email", {
    method: 'PUT',
    url: '/api/auth/update',
    as: 'investor',
    status: 409,
    ...json({ fullname: 'Taker', email: other.user.email, currentPassword: investor.password }),
  });
  add('PUT /api/auth/update', "another account's email, upper case", {
    method: 'PUT',
    url: '/api/auth/update',
    as: 'investor',
    status: 409,
    ...json({ fullname: 'Taker', email: ` ${admin.user.email.toUpperCase()} `, currentPassword: investor.password }),
  });
  // Issue 14: a new email without the current password, or with a wrong one, changes nothing.
  add('PUT /api/auth/update', 'a new email without the current password', {
    method: 'PUT',
    url: '/api/auth/update',
    as: 'investor',
    status: 400,
    ...json({ fullname: 'Taker', email: 'thief@example.com' }),
  });
  add('PUT /api/auth/update', 'a new email with a wrong current password', {
    method: 'PUT',
    url: '/api/auth/update',
    as: 'investor',
    status: 401,
    ...json({ fullname: 'Taker', email: 'thief@example.com', currentPassword: 'not the password' }),
  });
  add('POST /api/auth/email-change/confirm', 'a code never sent', {
    method: 'POST',
    url: '/api/auth/email-change/confirm',
    as: 'investor',
    status: 400,
    ...json({ code: '000000' }),
  });
  for (const email of ['nobody@example.com', investor.user.email, admin.user.email, deactivated.user.email]) {
    add('POST /api/auth/login', `wrong password for ${email.split('@')[0]}`, {
      method: 'POST',
      url: '/api/auth/login',
      as: 'anonymous',
      status: 401,
      ...json({ email, password: 'not the password \u202e 😀' }),
    });
  }
  // Two-factor: a challenge never issued, a code for an account without two-factor.
  for (const code of ['123456', 'abcde-fghjk', 'ABCDE FGHJK']) {
    add('POST /api/auth/2fa/verify', `a challenge never issued, code ${code}`, {
      method: 'POST',
      url: '/api/auth/2fa/verify',
      as: 'anonymous',
      status: 400,
      ...json({ challenge: 'c'.repeat(43), code }),
    });
  }
  add('POST /api/auth/2fa/enable', 'no set-up started', { method: 'POST', url: '/api/auth/2fa/enable', as: 'investor', status: 409, ...json({ password: 'x', code: '123456' }) });
  add('POST /api/auth/2fa/disable', 'two-factor is off', { method: 'POST', url: '/api/auth/2fa/disable', as: 'investor', status: 409, ...json({ password: 'x', code: '123456' }) });
  add('POST /api/auth/2fa/disable', 'wrong password', {
    method: 'POST',
    url: '/api/auth/2fa/disable',
    as: 'admin',
    status: 400,
    ...json({ password: 'not the password', code: '123456' }),
  });
  for (const email of ['nobody@example.com', investor.user.email, deactivated.user.email]) {
    add('POST /api/auth/verify-otp', `a code never sent to ${email.split('@')[0]}`, {
      method: 'POST',
      url: '/api/auth/verify-otp',
      as: 'anonymous',
      status: 400,
      ...json({ email, otp: '000000' }),
    });
    add('POST /api/auth/reset-password', `a token never issued to ${email.split('@')[0]}`, {
      method: 'POST',
      url: '/api/auth/reset-password',
      as: 'anonymous',
      status: 400,
      ...json({ email, resetToken: "' OR 1=1 --", newPassword: 'a new password 1' }),
    });
  }

  // Signed links: any change to the key, the expiry or the signature breaks them.
  for (const { label, query } of tamperedLinkQueries(signed.query)) {
    add('GET /api/file/private/{*}', `tampered link: ${label}`, {
      method: 'GET',
      url: `${signed.path}?${query}`,
      as: 'anonymous',
      ...(query.includes('%00') ? {} : { status: 403 }),
    });
  }
  add('GET /api/file/private/{*}', "the link of another user's key", {
    method: 'GET',
    url: `${signed.path.replace(investor.user.id, other.user.id)}?${signed.query}`,
    as: 'anonymous',
    status: 403,
  });
  add('POST /api/file/upload', 'an investor asking for a public upload', {
    method: 'POST',
    url: '/api/file/upload?visibility=public',
    as: 'investor',
    status: 403,
    ...fileBody(await pngImage(8, 8)),
  });

  return {
    admin,
    investor,
    validBodies,
    targetPaths: {
      'GET /api/project/{id}': `/api/project/${project._id}`,
      'PUT /api/project/{id}': `/api/project/${project._id}`,
      'DELETE /api/project/{id}': `/api/project/${project._id}`,
      'DELETE /api/auth/users/{id}': `/api/auth/users/${other.user.id}`,
      'GET /api/auth/users/{id}/holdings': `/api/auth/users/${other.user.id}/holdings`,
      'PUT /api/deposit/{id}': `/api/deposit/${pending}`,
      'PUT /api/bank/{id}': `/api/bank/${bank._id}`,
      'PUT /api/discount/{id}': `/api/discount/${discount._id}`,
      'DELETE /api/discount/{id}': `/api/discount/${discount._id}`,
      'POST /api/project/{id}/complete': `/api/project/${project._id}/complete`,
      'POST /api/distributions/{id}/reverse': `/api/distributions/${distribution.id}/reverse`,
      'GET /api/file/private/{*}': signed.path,
      'POST /api/project/{id}/distributions/preview': `/api/project/${project._id}/distributions/preview`,
      'POST /api/project/{id}/distributions': `/api/project/${project._id}/distributions`,
      'GET /api/project/{id}/distributions': `/api/project/${project._id}/distributions`,
      'GET /api/investment/holdings/{id}/certificate': `/api/investment/holdings/${project._id}/certificate`,
      // A well-formed number nobody holds: the public check answers 404 and changes nothing.
      'GET /api/certificate/verify/{number}': '/api/certificate/verify/CER-00000000',
      // A well-formed id of no message: a retry answers 404 and sends nothing.
      'POST /api/admin/messages/{id}/retry': `/api/admin/messages/${'f'.repeat(24)}/retry`,
      // Issue 18: a live project; the document ids name no document, so nothing is removed.
      'GET /api/project/{id}/documents': `/api/project/${project._id}/documents`,
      'POST /api/project/{id}/documents': `/api/project/${project._id}/documents`,
      'DELETE /api/project/{id}/documents/{docId}': `/api/project/${project._id}/documents/${'d'.repeat(24)}`,
      'GET /api/project/{id}/documents/{docId}/file': `/api/project/${project._id}/documents/${'d'.repeat(24)}/file`,
      ...withdrawals.targetPaths,
      ...paymentAccounts.targetPaths,
      ...trust.targetPaths,
    },
    validQueries: { 'GET /api/file/private/{*}': signed.query, 'POST /api/project/{id}/documents': 'kind=deed&title=Deed' },
    multipartBodies: {
      'POST /api/file/upload': fileBody(await pngImage(16, 16)),
      // A PNG, not a PDF: a request that passes every check before the body still stores nothing.
      'POST /api/project/{id}/documents': fileBody(await pngImage(16, 16), 'deed.pdf', 'application/pdf'),
    },
    pathIdKinds: {
      '/api/project/{id}/distributions/preview': 'project',
      '/api/project/{id}/distributions': 'project',
      '/api/project/{id}/complete': 'project',
      '/api/investment/holdings/{id}/certificate': 'project',
      '/api/project/{id}/documents': 'project',
      '/api/project/{id}/documents/{docId}': 'project',
      '/api/project/{id}/documents/{docId}/file': 'project',
      '/api/distributions/{id}/reverse': 'distribution',
      '/api/withdrawals/{id}': 'withdrawal',
      '/api/withdrawals/{id}/cancel': 'withdrawal',
      // The world's bank details are a payment account too (migration 011): one kind of row.
      '/api/payment-accounts/{id}': 'bank',
      '/api/discount/{id}': 'discount',
      '/api/trust/advisors/{id}': 'advisor',
      '/api/project/{id}': 'project',
      '/api/auth/users/{id}': 'user',
      '/api/auth/users/{id}/holdings': 'user',
      '/api/deposit/{id}': 'deposit',
      '/api/bank/{id}': 'bank',
      '/api/admin/messages/{id}/retry': 'message',
    },
    idsByKind: {
      project: [project._id, archived._id, completed._id],
      distribution: [distribution.id, reversed.id, reversal],
      user: [admin.user.id, investor.user.id, other.user.id, deactivated.user.id],
      deposit: [pending, approved, rejected],
      bank: paymentAccounts.ids,
      advisor: trust.ids,
      discount: [discount._id, removedDiscount._id],
      expense: [expense._id],
      withdrawal: [withdrawals.pending, withdrawals.paid, withdrawals.cancelled],
      // The world gives nothing up: no message can be sent again.
      message: [],
    },
    openQueries: ['GET /api/file/private/{*}'],
    // With a session these act by design: sign out, sign out the other sessions, drop a pending email change, text a phone code.
    anonymousOnly: ['POST /api/auth/logout', 'POST /api/auth/sessions/revoke-others', 'POST /api/auth/email-change/cancel', 'POST /api/auth/phone/send-code'],
    stateRequests: state,
  };
}
