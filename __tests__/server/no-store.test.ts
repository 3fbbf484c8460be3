import { fileBody, pngImage } from './helpers/multipart';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';

notePostgresSkip();

const concrete = (url: string) => url.replace(':id', '0123456789abcdef01234567').replace('*', 'someone/file.jpg');

/** Issue 14: answers that may be personal carry Cache-Control: no-store; walked over the route table. */
describe('Cache-Control: no-store', () => {
  const { ctx, admin, investor } = useAdminAndInvestor('sqlite', { shared: true });

  const inject = (method: string, url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: method as 'GET', url: concrete(url), headers, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });

  test('every user and admin route answers no-store: signed in, refused, or anonymous', async () => {
    const routes = ctx.app.apiRouteAccess.filter((route) => route.access !== 'public' && route.url !== '/api/auth/logout');
    expect(routes.length).toBeGreaterThan(10);
    for (const { method, url } of routes) {
      for (const headers of [admin.headers, investor.headers, {}]) {
        const res = await inject(method, url, headers);
        expect([`${method} ${url}`, res.headers['cache-control']]).toEqual([`${method} ${url}`, 'no-store']);
      }
    }
  });

  test('every public route answers no-store when the request carries Authorization', async () => {
    const routes = ctx.app.apiRouteAccess.filter((route) => route.access === 'public');
    for (const { method, url } of routes) {
      const res = await inject(method, url, investor.headers);
      expect([`${method} ${url}`, res.headers['cache-control']]).toEqual([`${method} ${url}`, 'no-store']);
    }
  });

  test('an anonymous public answer keeps its own caching (the project list revalidates with its ETag)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/project/list' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
  });

  test('a signed private file link answers no-store', async () => {
    const body = fileBody(await pngImage());
    const upload = await ctx.app.inject({ method: 'POST', url: '/api/file/upload', payload: body.payload, headers: { ...body.headers, ...investor.headers } });
    expect(upload.headers['cache-control']).toBe('no-store');
    const file = await ctx.app.inject({ method: 'GET', url: upload.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-store');
  });
});

/** Sign-in answers carry a session token: no cache may keep them, though the routes are public. */
describe.each(databaseKinds)('Cache-Control: no-store on the answers that hand out a token on %s', (kind) => {
  const { ctx, investor } = useAdminAndInvestor(kind, { shared: true });

  test('POST /api/auth/login answers no-store, refused or not', async () => {
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: investor.user.email, password: investor.password } });
    expect([ok.statusCode, ok.headers['cache-control']]).toEqual([200, 'no-store']);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: investor.user.email, password: 'not the password' } });
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([401, 'no-store']);
  });

  test('POST /api/auth/2fa/verify answers no-store', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/2fa/verify', payload: { challenge: 'x'.repeat(40), code: '123456' } });
    expect([res.statusCode, res.headers['cache-control']]).toEqual([400, 'no-store']);
  });
});
