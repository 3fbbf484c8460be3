import { sha256 } from '../../src/server/services/tokens';
import { client, MESSAGES, RATE_LIMITED, uniqueEmail } from './helpers/auth-api';
import { resetLinkFrom } from './helpers/smtp-sink';
import { useTestApp } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser } from './helpers/users';

notePostgresSkip();

const NEW_PASSWORD = 'a brand new passphrase';

describe.each(databaseKinds)('forgot and reset password on %s', (kind) => {
  const { ctx, sink } = useTestApp(kind, { mail: true, shared: true });

  /** Asks for a link (sent with a foreign Host header, which must not matter) and reads it from the mail. */
  async function requestLink(email: string) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers: { host: 'invest.test' } });
    expect([res.statusCode, res.json()]).toEqual([200, MESSAGES.resetSent]);
    const mail = await sink.nextMail(email);
    return { mail, ...resetLinkFrom(mail) };
  }

  test('forgot → link from the mail → reset: every old session ends, the new password works, the link works once', async () => {
    const api = client(ctx.app);
    const me = await createTestUser(ctx.database.db, { email: uniqueEmail('reset+tag') });
    const second = (await api.post('/api/auth/login', { email: me.user.email, password: me.password })).json().token as string;

    const { mail, url, email, token } = await requestLink(me.user.email);
    expect(mail.subject).toBe('Reset your Halal Invest password');
    expect(`${url.origin}${url.pathname}`).toBe(`${ctx.config.publicUrl}/resetpassword`);
    expect(url.search).toBe(`?email=${encodeURIComponent(me.user.email)}&token=${token}`);
    expect(email).toBe(me.user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain('30 minutes');
    const row = await ctx.database.db.selectFrom('password_resets').selectAll().where('user_id', '=', me.user.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(token)); // only the hash is stored

    let res = await api.post('/api/auth/reset-password', { email, resetToken: 'not-the-token', newPassword: NEW_PASSWORD });
    expect([res.statusCode, res.json()]).toEqual([400, MESSAGES.resetInvalid]);
    const other = await createTestUser(ctx.database.db);
    res = await api.post('/api/auth/reset-password', { email: other.user.email, resetToken: token, newPassword: NEW_PASSWORD });
    expect([res.statusCode, res.json()]).toEqual([400, MESSAGES.resetInvalid]);
    res = await api.post('/api/auth/reset-password', { email, resetToken: token, newPassword: 'short' });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: 'Password must be at least 8 characters.', code: 'VALIDATION_FAILED', fields: { newPassword: 'Password must be at least 8 characters.' } },
    ]);

    res = await api.post('/api/auth/reset-password', { email, resetToken: token, newPassword: NEW_PASSWORD });
    expect([res.statusCode, res.json()]).toEqual([200, MESSAGES.passwordChanged]);
    expect((await sink.nextMail(me.user.email)).subject).toBe('Your Halal Invest password was changed');

    for (const old of [me.token, second]) expect((await api.get('/api/auth/user', old)).json()).toEqual(MESSAGES.sessionExpired);
    expect((await api.post('/api/auth/login', { email, password: me.password })).json()).toEqual(MESSAGES.invalidCredentials);
    res = await api.post('/api/auth/login', { email, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await api.get('/api/auth/user', res.json().token)).statusCode).toBe(200);

    res = await api.post('/api/auth/reset-password', { email, resetToken: token, newPassword: 'yet another password' });
    expect([res.statusCode, res.json()]).toEqual([400, MESSAGES.resetInvalid]);
    expect((await api.post('/api/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  test('an expired link and a link replaced by a newer one are refused', async () => {
    const api = client(ctx.app);
    const me = await createTestUser(ctx.database.db);
    const first = await requestLink(me.user.email);
    const second = await requestLink(me.user.email);
    let res = await api.post('/api/auth/reset-password', { email: me.user.email, resetToken: first.token, newPassword: NEW_PASSWORD });
    expect([res.statusCode, res.json()]).toEqual([400, MESSAGES.resetInvalid]);

    await ctx.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', me.user.id)
      .execute();
    res = await api.post('/api/auth/reset-password', { email: me.user.email, resetToken: second.token, newPassword: NEW_PASSWORD });
    expect([res.statusCode, res.json()]).toEqual([400, MESSAGES.resetInvalid]);
    expect((await api.get('/api/auth/user', me.token)).statusCode).toBe(200); // nothing changed
  });

  test('forgot-password answers the same for unknown and deactivated accounts and sends nothing; it is rate limited', async () => {
    const api = client(ctx.app);
    const nobody = uniqueEmail('forgot-nobody');
    const gone = await createTestUser(ctx.database.db, { is_active: 0 });
    for (const email of [nobody, gone.user.email]) {
      const res = await api.post('/api/auth/forgot-password', { email });
      expect([res.statusCode, res.json()]).toEqual([200, MESSAGES.resetSent]);
    }
    await sink.expectNoMail(nobody);
    await sink.expectNoMail(gone.user.email, 0);
    expect(await ctx.database.db.selectFrom('password_resets').select('id').where('user_id', '=', gone.user.id).execute()).toEqual([]);

    for (let i = 0; i < 2; i += 1) expect((await client(ctx.app).post('/api/auth/forgot-password', { email: nobody })).statusCode).toBe(200);
    const res = await client(ctx.app).post('/api/auth/forgot-password', { email: nobody });
    expect([res.statusCode, res.json()]).toEqual([429, RATE_LIMITED]);
    expect((await api.post('/api/auth/forgot-password', { email: '  ' })).json()).toEqual({
      message: 'Email is required.',
      code: 'VALIDATION_FAILED',
      fields: { email: 'Email is required.' },
    });
  });

  test('reset-password is rate limited per IP', async () => {
    const api = client(ctx.app);
    for (let i = 0; i < 20; i += 1) {
      expect((await api.post('/api/auth/reset-password', { email: uniqueEmail('spray'), resetToken: 'guess', newPassword: NEW_PASSWORD })).statusCode).toBe(400);
    }
    const res = await api.post('/api/auth/reset-password', { email: uniqueEmail('spray'), resetToken: 'guess', newPassword: NEW_PASSWORD });
    expect([res.statusCode, res.json()]).toEqual([429, RATE_LIMITED]);
  });
});
