import type { AccessLevel } from '../../src/server/fastify-types';
import { createSession } from '../../src/server/services/sessions';
import { fileBody, pngImage } from './helpers/multipart';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';
import { createTestAdmin, createTestUser, type TestUser } from './helpers/users';

notePostgresSkip();

/**
 * The declared access level of every API route (SECURITY.md 6). A route added without a row here,
 * or with a different level in its code, fails the first test.
 */
const ROUTES: Array<[method: string, url: string, access: AccessLevel]> = [
  ['GET', '/api/health', 'public'],
  ['GET', '/api/health/ready', 'public'],
  ['GET', '/api/app-config', 'public'],
  ['POST', '/api/auth/signup', 'public'],
  ['POST', '/api/auth/verify-otp', 'public'],
  ['POST', '/api/auth/resend-otp', 'public'],
  ['POST', '/api/auth/login', 'public'],
  ['POST', '/api/auth/forgot-password', 'public'],
  ['POST', '/api/auth/reset-password', 'public'],
  ['POST', '/api/auth/logout', 'user'],
  ['POST', '/api/auth/2fa/setup', 'user'],
  ['POST', '/api/auth/2fa/enable', 'user'],
  ['POST', '/api/auth/2fa/disable', 'user'],
  ['POST', '/api/auth/2fa/verify', 'public'],
  ['GET', '/api/auth/user', 'user'],
  ['PUT', '/api/auth/update', 'user'],
  ['POST', '/api/auth/email-change/confirm', 'user'],
  ['POST', '/api/auth/email-change/cancel', 'user'],
  ['GET', '/api/auth/sessions', 'user'],
  ['POST', '/api/auth/sessions/revoke-others', 'user'],
  ['GET', '/api/auth/security-events', 'user'],
  ['GET', '/api/auth/users', 'admin'],
  ['DELETE', '/api/auth/users/:id', 'admin'],
  ['GET', '/api/auth/users/:id/holdings', 'admin'],
  ['GET', '/api/project/list', 'public'],
  ['GET', '/api/project/:id', 'public'],
  ['POST', '/api/project', 'admin'],
  ['PUT', '/api/project/:id', 'admin'],
  ['DELETE', '/api/project/:id', 'admin'],
  ['GET', '/api/project/:id/documents', 'public'],
  ['GET', '/api/project/:id/documents/:docId/file', 'public'],
  ['POST', '/api/project/:id/documents', 'admin'],
  ['DELETE', '/api/project/:id/documents/:docId', 'admin'],
  ['POST', '/api/file/upload', 'user'],
  ['GET', '/api/file/private/*', 'public'],
  ['POST', '/api/discount', 'admin'],
  ['PUT', '/api/discount/:id', 'admin'],
  ['DELETE', '/api/discount/:id', 'admin'],
  ['GET', '/api/discounts', 'public'],
  ['GET', '/api/deposit', 'user'],
  ['POST', '/api/deposit', 'user'],
  ['GET', '/api/deposit/pending-count', 'admin'],
  ['PUT', '/api/deposit/:id', 'admin'],
  ['GET', '/api/bank', 'public'],
  ['POST', '/api/bank', 'admin'],
  ['PUT', '/api/bank/:id', 'admin'],
  ['GET', '/api/payment-accounts', 'public'],
  ['POST', '/api/payment-accounts', 'admin'],
  ['PUT', '/api/payment-accounts/:id', 'admin'],
  ['GET', '/api/expenses', 'admin'],
  ['POST', '/api/expenses', 'admin'],
  ['POST', '/api/investment', 'user'],
  ['GET', '/api/investment/holdings', 'user'],
  ['GET', '/api/investment/holdings/:id/certificate', 'user'],
  ['GET', '/api/investment/transactions', 'user'],
  ['GET', '/api/portfolio', 'user'],
  ['GET', '/api/notifications', 'user'],
  ['POST', '/api/notifications/read', 'user'],
  ['GET', '/api/notifications/preferences', 'user'],
  ['PUT', '/api/notifications/preferences', 'user'],
  ['POST', '/api/auth/phone/send-code', 'user'],
  ['POST', '/api/auth/phone/verify', 'user'],
  ['GET', '/api/admin/messages', 'admin'],
  ['POST', '/api/admin/messages/:id/retry', 'admin'],
  ['GET', '/api/statement', 'user'],
  ['POST', '/api/project/:id/distributions/preview', 'admin'],
  ['POST', '/api/project/:id/distributions', 'admin'],
  ['GET', '/api/project/:id/distributions', 'admin'],
  ['POST', '/api/investment/allocate-funds', 'admin'],
  ['POST', '/api/project/:id/complete', 'admin'],
  ['POST', '/api/distributions/:id/reverse', 'admin'],
  ['GET', '/api/ledger/check', 'admin'],
  ['GET', '/api/audit', 'admin'],
  ['GET', '/api/audit/export.csv', 'admin'],
  ['GET', '/api/audit/payment-account-changes', 'admin'],
  ['GET', '/api/exports/users.csv', 'admin'],
  ['GET', '/api/exports/deposits.csv', 'admin'],
  ['GET', '/api/exports/investments.csv', 'admin'],
  ['GET', '/api/exports/distributions.csv', 'admin'],
  ['GET', '/api/exports/expenses.csv', 'admin'],
  ['POST', '/api/withdrawals', 'user'],
  ['GET', '/api/withdrawals', 'user'],
  ['GET', '/api/withdrawals/pending-count', 'admin'],
  ['POST', '/api/withdrawals/:id/cancel', 'user'],
  ['PUT', '/api/withdrawals/:id', 'admin'],
  ['GET', '/api/trust', 'public'],
  ['GET', '/api/certificate/verify/:number', 'public'],
  ['PUT', '/api/trust/company', 'admin'],
  ['PUT', '/api/trust/contracts/:type', 'admin'],
  ['POST', '/api/trust/advisors', 'admin'],
  ['PUT', '/api/trust/advisors/:id', 'admin'],
  ['DELETE', '/api/trust/advisors/:id', 'admin'],
];

/** The codes with which the access layer (plugins/auth.ts) refuses a request. */
const AUTH_REFUSALS = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN', 'TWO_FACTOR_REQUIRED'];

/**
 * 'admin without two-factor': an admin whose session has not passed two-factor while ADMIN_2FA=required
 * (the default). Admin rights need it on every route: admin routes refuse it, and the user routes let
 * it through as an investor (never widened: admin-rights-two-factor.test.ts checks the answers).
 */
type Role = 'anonymous' | 'investor' | 'other investor' | 'admin' | 'admin without two-factor';
const ROLES: Role[] = ['anonymous', 'investor', 'other investor', 'admin', 'admin without two-factor'];

type Refusal = { status: 401 | 403; code: string };
/** What each role must get from a route of each level: a refusal exactly, or "let through". */
function expected(access: AccessLevel, role: Role): Refusal | 'allowed' {
  if (access === 'public') return 'allowed';
  if (role === 'anonymous') return { status: 401, code: 'UNAUTHENTICATED' };
  if (access === 'admin' && role === 'admin without two-factor') return { status: 403, code: 'TWO_FACTOR_REQUIRED' };
  if (access === 'admin' && role !== 'admin') return { status: 403, code: 'FORBIDDEN' };
  return 'allowed';
}

const concrete = (url: string) =>
  url.replace(':docId', '76543210fedcba9876543210').replace(':id', '0123456789abcdef01234567').replace(':type', 'musharaka').replace('*', 'someone/file.jpg');

describe.each(databaseKinds)('authorisation matrix on %s', (kind) => {
  let ctx: TestContext;
  let users: Record<Exclude<Role, 'anonymous'>, TestUser>;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    users = {
      investor: await createTestUser(ctx.database.db),
      'other investor': await createTestUser(ctx.database.db),
      admin: await createTestAdmin(ctx.database.db),
      'admin without two-factor': await createTestAdmin(ctx.database.db, {}, { twoFactor: false }),
    };
  });
  afterAll(async () => {
    await ctx.close();
  });

  test('the table lists every registered API route with the access level its code declares', () => {
    const registered = ctx.app.apiRouteAccess.map((r) => `${r.method} ${r.url} ${r.access}`).sort();
    expect(registered).toEqual(ROUTES.map(([method, url, access]) => `${method} ${url} ${access}`).sort());
  });

  const cases = ROUTES.flatMap(([method, url, access]) => ROLES.map((role) => [method, url, access, role] as const));
  test.each(cases)('%s %s (%s) as %s', async (method, url, access, role) => {
    let headers = role === 'anonymous' ? {} : users[role].headers;
    // Signing out ends the session the later rows still use: it signs out a session of its own.
    if (role !== 'anonymous' && url === '/api/auth/logout') headers = { authorization: `Bearer ${await createSession(ctx.database.db, users[role].user.id, 1)}` };
    const res = await ctx.app.inject({ method: method as 'GET', url: concrete(url), headers, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
    const want = expected(access, role);
    if (want === 'allowed') {
      // Let through the access check; the route may still refuse for its own reasons
      // (a bad body, an unsigned file link), but never as the access layer does.
      // A CSV download is let through when it is not JSON at all (the access layer answers JSON).
      const isJson = String(res.headers['content-type'] ?? '').includes('json');
      if (isJson) expect(AUTH_REFUSALS).not.toContain(res.json().code);
      else expect(res.statusCode).toBe(200);
      expect(res.statusCode).toBeLessThan(500);
    } else {
      expect(res.statusCode).toBe(want.status);
      expect(res.json()).toEqual({ message: expect.any(String), code: want.code });
    }
  });

  // A public route with an admin-only option (issue 17): inactive payment accounts are the admin tab's.
  test.each(ROLES)('GET /api/payment-accounts?all=1 as %s', async (role) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payment-accounts?all=1', headers: role === 'anonymous' ? {} : users[role].headers });
    const want = expected('admin', role);
    if (want === 'allowed') expect([res.statusCode, Object.keys(res.json())]).toEqual([200, ['paymentAccounts']]);
    else expect([res.statusCode, res.json().code]).toEqual([want.status, want.code]);
  });
});

/**
 * What each role sees of one investor's own things (SECURITY.md 7): the deposit list, the
 * screenshot and the profile answer by who asks, never by an id the caller names.
 */
describe('ownership: one investor’s deposit, screenshot and profile, as each role', () => {
  let ctx: TestContext;
  let users: Record<Exclude<Role, 'anonymous'>, TestUser>;
  let depositId: string;
  let screenshot: URL;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    users = {
      investor: await createTestUser(ctx.database.db),
      'other investor': await createTestUser(ctx.database.db),
      admin: await createTestAdmin(ctx.database.db),
      'admin without two-factor': await createTestAdmin(ctx.database.db, {}, { twoFactor: false }),
    };
    const body = fileBody(await pngImage());
    const upload = await ctx.app.inject({ method: 'POST', url: '/api/file/upload', payload: body.payload, headers: { ...body.headers, ...users.investor.headers } });
    screenshot = new URL(upload.json().url, 'http://localhost');
    const deposit = await ctx.app.inject({ method: 'POST', url: '/api/deposit', payload: { amount: 500, url: screenshot.href }, headers: users.investor.headers });
    depositId = deposit.json().deposit._id;
  });
  afterAll(async () => {
    await ctx.close();
  });
  const headersOf = (role: Role) => (role === 'anonymous' ? {} : users[role].headers);

  test.each<[Role, number, boolean]>([
    ['anonymous', 401, false],
    ['investor', 200, true],
    ['other investor', 200, false],
    ['admin', 200, true],
    ['admin without two-factor', 200, false],
  ])('GET /api/deposit as %s: %i, lists the deposit: %s', async (role, status, listed) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/deposit', headers: headersOf(role) });
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json().deposits.some((d: { _id: string }) => d._id === depositId)).toBe(listed);
  });

  test.each(ROLES)('the screenshot without its signature is refused to %s, and answered with it', async (role) => {
    const unsigned = await ctx.app.inject({ method: 'GET', url: screenshot.pathname, headers: headersOf(role) });
    expect(unsigned.statusCode).toBeGreaterThanOrEqual(400);
    expect(unsigned.statusCode).toBeLessThan(500);
    expect(unsigned.headers['content-type']).toMatch(/^application\/json/);
    // The signed link is the permission (an <img> sends no token); it expires (private-files.ts).
    const signed = await ctx.app.inject({ method: 'GET', url: screenshot.pathname + screenshot.search, headers: headersOf(role) });
    expect(signed.statusCode).toBe(200);
  });

  test.each(['other investor', 'admin'] as const)('GET /api/auth/user as %s answers their own profile', async (role) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: users[role].headers });
    expect(res.json().user._id).toBe(users[role].user.id);
  });

  test('another investor cannot name the investor in a profile update', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/update',
      payload: { _id: users.investor.user.id, id: users.investor.user.id, fullname: 'Taken Over' },
      headers: users['other investor'].headers,
    });
    expect(res.statusCode).toBe(400);
    const row = await ctx.database.db.selectFrom('users').select('fullname').where('id', '=', users.investor.user.id).executeTakeFirstOrThrow();
    expect(row.fullname).not.toBe('Taken Over');
  });
});
