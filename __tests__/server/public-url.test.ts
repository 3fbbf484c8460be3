import { client, MESSAGES, uniqueEmail } from './helpers/auth-api';
import { insertTestProject } from './helpers/factories';
import { resetLinkFrom } from './helpers/smtp-sink';
import { useTestApp } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser } from './helpers/users';

notePostgresSkip();

const PUBLIC_URL = 'https://invest.example.com';
const EVIL = 'evil.example';

/** Issue 14: links in mails and URLs in answers never take their host from request headers. */
describe.each(databaseKinds)('PUBLIC_URL, not request headers, on %s', (kind) => {
  describe.each([
    ['without TRUST_PROXY', {}],
    ['with TRUST_PROXY=1', { TRUST_PROXY: '1' }],
  ])('%s', (_label, env) => {
    const { ctx, sink } = useTestApp(kind, { mail: true, shared: true, env: { PUBLIC_URL, ...env } });

    test.each([
      ['Host', { host: `${EVIL}:8443` }],
      ['X-Forwarded-Host', { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' }],
      ['Forwarded', { forwarded: `host=${EVIL};proto=https` }],
    ])('a %s header never appears in the mailed reset link', async (_name, headers) => {
      const me = await createTestUser(ctx.database.db, { email: uniqueEmail('public-url') });
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: me.user.email }, headers });
      expect([res.statusCode, res.json()]).toEqual([200, MESSAGES.resetSent]);
      const mail = await sink.nextMail(me.user.email);
      expect(resetLinkFrom(mail).url.origin).toBe(PUBLIC_URL);
      expect(mail.text).not.toContain(EVIL);
      expect(mail.html).not.toContain(EVIL);
    });

    test('the "someone tried to sign up" mail links to PUBLIC_URL, whatever the Host header', async () => {
      const me = await createTestUser(ctx.database.db, { email: uniqueEmail('attempt') });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { customId: 'iv101', fullname: 'Someone', email: me.user.email, password: 'long enough password', language: 'en' },
        headers: { host: EVIL, 'x-forwarded-host': EVIL },
      });
      expect(res.statusCode).toBe(201);
      const mail = await sink.nextMail(me.user.email);
      expect(mail.text).toContain(`${PUBLIC_URL}/signin`);
      expect(mail.text).not.toContain(EVIL);
    });

    test('the project list cache holds one copy after 300 distinct Host headers, and no answer names them', async () => {
      await insertTestProject(ctx.database.db);
      const api = client(ctx.app);
      for (let i = 0; i < 300; i += 1) {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/project/list', headers: { host: `h${i}.${EVIL}`, 'x-forwarded-host': `f${i}.${EVIL}` } });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain(EVIL);
      }
      expect(ctx.app.projectListCache.size).toBe(1);
      expect((await api.get('/api/project/list')).statusCode).toBe(200);
    });
  });
});
