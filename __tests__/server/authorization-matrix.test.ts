import type { AccessLevel } from '../../src/server/fastify-types';
import { createSession } from '../../src/server/services/sessions';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';
import { createTestAdmin, createTestUser, type TestUser } from './helpers/users';

notePostgresSkip();

/**
 * The declared access level of every API route (SECURITY.md 6). A route added without a row here,
 * or with a different level in its code, fails the first test.
 */
const ROUTES: Array<[method: string, url: string, access: AccessLevel]> = [
  ['GET', '/api/health', 'public'],
  ['GET', '/api/app-config', 'public'],
  ['POST', '/api/auth/signup', 'public'],
  ['POST', '/api/auth/verify-otp', 'public'],
  ['POST', '/api/auth/resend-otp', 'public'],
  ['POST', '/api/auth/login', 'public'],
  ['POST', '/api/auth/forgot-password', 'public'],
  ['POST', '/api/auth/reset-password', 'public'],
  ['POST', '/api/auth/logout', 'user'],
  ['GET', '/api/auth/user', 'user'],
  ['PUT', '/api/auth/update', 'user'],
  ['GET', '/api/auth/users', 'admin'],
  ['DELETE', '/api/auth/users/:id', 'admin'],
  ['GET', '/api/project/list', 'public'],
  ['GET', '/api/project/:id', 'public'],
  ['POST', '/api/project', 'admin'],
  ['PUT', '/api/project/:id', 'admin'],
  ['DELETE', '/api/project/:id', 'admin'],
  ['POST', '/api/file/upload', 'user'],
  ['GET', '/api/file/private/*', 'public'],
  ['POST', '/api/discount', 'admin'],
  ['GET', '/api/discounts', 'public'],
  ['GET', '/api/deposit', 'user'],
  ['POST', '/api/deposit', 'user'],
  ['PUT', '/api/deposit/:id', 'admin'],
  ['GET', '/api/bank', 'public'],
  ['POST', '/api/bank', 'admin'],
  ['PUT', '/api/bank/:id', 'admin'],
  ['GET', '/api/expenses', 'admin'],
  ['POST', '/api/expenses', 'admin'],
  ['POST', '/api/investment/allocate-funds', 'admin'],
];

/** The codes with which the access layer (plugins/auth.ts) refuses a request. */
const AUTH_REFUSALS = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN'];

type Role = 'anonymous' | 'investor' | 'other investor' | 'admin';
const ROLES: Role[] = ['anonymous', 'investor', 'other investor', 'admin'];

/** What each role must get from a route of each level: 401 and 403 exactly, or "let through". */
function expected(access: AccessLevel, role: Role): 401 | 403 | 'allowed' {
  if (access === 'public') return 'allowed';
  if (role === 'anonymous') return 401;
  if (access === 'admin' && role !== 'admin') return 403;
  return 'allowed';
}

const concrete = (url: string) => url.replace(':id', '0123456789abcdef01234567').replace('*', 'someone/file.jpg');

describe.each(databaseKinds)('authorisation matrix on %s', (kind) => {
  let ctx: TestContext;
  let users: Record<Exclude<Role, 'anonymous'>, TestUser>;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    users = {
      investor: await createTestUser(ctx.database.db),
      'other investor': await createTestUser(ctx.database.db),
      admin: await createTestAdmin(ctx.database.db),
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
      expect(AUTH_REFUSALS).not.toContain(res.json().code);
      expect(res.statusCode).toBeLessThan(500);
    } else {
      expect(res.statusCode).toBe(want);
      expect(res.json()).toEqual({ message: expect.any(String), code: want === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN' });
    }
  });
});
