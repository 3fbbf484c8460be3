import { client, MESSAGES } from './helpers/auth-api';
import { useTestApp } from './helpers/admin-and-investor';
import { resetLinkFrom } from './helpers/smtp-sink';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { nextTotpCode, totpCode } from './helpers/two-factor';
import { createTestUser, type TestUser } from './helpers/users';
import { createSession } from '../../src/server/services/sessions';
import { askWithdrawal } from './helpers/withdrawal-fixture';

notePostgresSkip();

const PASSWORD_INCORRECT = { message: 'Your password is not correct.', code: 'PASSWORD_INCORRECT' };

/**
 * Putting an authenticator on an account needs its current password (a stolen session alone must
 * not take two-factor over), mails the owner and signs out every other session; a password reset by
 * mail still lets the owner back in.
 */
describe.each(databaseKinds)('turning two-factor on on %s', (kind) => {
  const { ctx, sink } = useTestApp(kind, { mail: true, shared: true });
  const secretOf = async (userId: string) =>
    await ctx.database.db.selectFrom('users').select(['totp_secret', 'totp_enabled_at']).where('id', '=', userId).executeTakeFirstOrThrow();

  /** Set-up and enable with the right password; returns the plain secret. */
  async function enrol(me: TestUser): Promise<string> {
    const api = client(ctx.app);
    const { secret } = (await api.post('/api/auth/2fa/setup', { password: me.password }, me.token)).json();
    expect((await api.post('/api/auth/2fa/enable', { password: me.password, code: totpCode(secret) }, me.token)).statusCode).toBe(200);
    return secret as string;
  }

  test('set-up needs the current password: missing or wrong, no secret is made', async () => {
    const api = client(ctx.app);
    const me = await createTestUser(ctx.database.db);
    let res = await api.post('/api/auth/2fa/setup', {}, me.token);
    expect([res.statusCode, res.json().code, res.json().fields]).toEqual([400, 'VALIDATION_FAILED', { password: 'Password is required.' }]);
    res = await api.post('/api/auth/2fa/setup', { password: 'not the password' }, me.token);
    expect([res.statusCode, res.json()]).toEqual([400, PASSWORD_INCORRECT]);
    expect(await secretOf(me.user.id)).toEqual({ totp_secret: null, totp_enabled_at: null });
  });

  test('enable needs the current password too: a wrong one leaves two-factor off', async () => {
    const api = client(ctx.app);
    const me = await createTestUser(ctx.database.db);
    const { secret } = (await api.post('/api/auth/2fa/setup', { password: me.password }, me.token)).json();
    let res = await api.post('/api/auth/2fa/enable', { code: totpCode(secret) }, me.token);
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    res = await api.post('/api/auth/2fa/enable', { password: 'not the password', code: totpCode(secret) }, me.token);
    expect([res.statusCode, res.json()]).toEqual([400, PASSWORD_INCORRECT]);
    expect((await secretOf(me.user.id)).totp_enabled_at).toBeNull();
  });

  test('wrong passwords share the account’s confirmation limit: the sixth answers 429, even with the right one', async () => {
    const api = client(ctx.app);
    const me = await createTestUser(ctx.database.db);
    for (let i = 0; i < 5; i += 1) expect((await api.post('/api/auth/2fa/setup', { password: `guess ${i}` }, me.token)).json()).toEqual(PASSWORD_INCORRECT);
    const res = await api.post('/api/auth/2fa/setup', { password: me.password }, me.token);
    expect([res.statusCode, res.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await secretOf(me.user.id)).toEqual({ totp_secret: null, totp_enabled_at: null });
    // The same limit guards the account's other password confirmations.
    expect((await askWithdrawal(ctx.app, me)).statusCode).toBe(429);
  });

  test('enabling mails the owner in their language and signs out every other session; the enabling one stays, verified', async () => {
    const api = client(ctx.app);
    const me = await createTestUser(ctx.database.db, { language: 'bn' });
    const phone = await createSession(ctx.database.db, me.user.id, 30);
    const laptop = await createSession(ctx.database.db, me.user.id, 30);
    await enrol(me);
    const mail = await sink.nextMail(me.user.email);
    expect(mail.subject).toBe('আপনার হালাল ইনভেস্ট অ্যাকাউন্টে টু-ফ্যাক্টর সাইন ইন চালু করা হয়েছে');
    expect(mail.text).toContain('অন্য সব ডিভাইস থেকে সাইন আউট করা হয়েছে');
    for (const other of [phone, laptop]) expect((await api.get('/api/auth/user', other)).json()).toEqual(MESSAGES.sessionExpired);
    expect((await api.get('/api/auth/user', me.token)).json().user).toMatchObject({ twoFactorEnabled: true });
    const session = await ctx.database.db.selectFrom('sessions').select('two_factor_at').where('user_id', '=', me.user.id).where('revoked_at', 'is', null).execute();
    expect(session).toEqual([{ two_factor_at: expect.any(String) }]);
    const audit = await ctx.database.db
      .selectFrom('audit_events')
      .select('after')
      .where('target_id', '=', me.user.id)
      .where('action', '=', 'two_factor_enabled')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after as string)).toEqual({ otherSessionsSignedOut: 2 });
  });

  test('a password reset by mail gets the owner of a two-factor account back in: sessions end, new password + code sign in', async () => {
    const api = client(ctx.app);
    const me = await createTestUser(ctx.database.db);
    const secret = await enrol(me);
    await sink.nextMail(me.user.email);

    await api.post('/api/auth/forgot-password', { email: me.user.email });
    const { email, token } = resetLinkFrom(await sink.nextMail(me.user.email));
    expect((await api.post('/api/auth/reset-password', { email, resetToken: token, newPassword: 'a brand new passphrase' })).json()).toEqual(MESSAGES.passwordChanged);
    expect((await api.get('/api/auth/user', me.token)).json()).toEqual(MESSAGES.sessionExpired);

    const login = (await api.post('/api/auth/login', { email, password: 'a brand new passphrase' })).json();
    expect(login).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    const res = await api.post('/api/auth/2fa/verify', { challenge: login.challenge, code: nextTotpCode(secret) });
    expect(res.statusCode).toBe(200);
    expect((await api.get('/api/auth/user', res.json().token)).json().user).toMatchObject({ email, twoFactorEnabled: true });
  });
});
