import { client } from './helpers/auth-api';
import { useTestApp } from './helpers/admin-and-investor';
import { resetLinkFrom } from './helpers/smtp-sink';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { totpCode } from './helpers/two-factor';
import { createTestAdmin, type TestUser } from './helpers/users';

notePostgresSkip();

const LOCKED = { message: expect.stringMatching(/^Too many wrong two-factor codes for this account\. Please wait 1[45] minutes and try again\.$/), code: 'TWO_FACTOR_LOCKED' };
const ALERT_SUBJECT = 'Wrong two-factor codes were entered for your Halal Invest account';

/**
 * Wrong two-factor codes are counted per account in the database, whichever challenge, step or
 * process they come through: the fifth in 15 minutes mails the owner (once) and the account takes
 * no codes until the window ends (429 TWO_FACTOR_LOCKED with Retry-After).
 */
describe.each(databaseKinds)('wrong two-factor codes per account on %s', (kind) => {
  const { ctx, sink } = useTestApp(kind, { mail: true });
  const challenge = async (me: TestUser, password = me.password) => (await client(ctx.app).post('/api/auth/login', { email: me.user.email, password })).json().challenge as string;
  const verify = (challengeToken: string, code: string) => client(ctx.app).post('/api/auth/2fa/verify', { challenge: challengeToken, code });
  const failures = async (userId: string) =>
    (await ctx.database.db.selectFrom('two_factor_failures').select('failures').where('user_id', '=', userId).executeTakeFirst())?.failures;

  test('five wrong codes over several challenges and steps lock the account’s codes and mail the owner once', async () => {
    // An enrolled account (the admin helper enrols the authenticator); its owner has another session.
    const me = await createTestAdmin(ctx.database.db);
    const first = await challenge(me);
    for (let i = 0; i < 3; i += 1) expect((await verify(first, '000000')).json().code).toBe('TWO_FACTOR_CODE_INVALID');
    // Turning it off from a session counts against the same account.
    expect((await client(ctx.app).post('/api/auth/2fa/disable', { password: me.password, code: '000000' }, me.token)).json().code).toBe('TWO_FACTOR_CODE_INVALID');
    await sink.expectNoMail(me.user.email);
    const second = await challenge(me);
    expect((await verify(second, '111111')).json().code).toBe('TWO_FACTOR_CODE_INVALID');
    expect(await failures(me.user.id)).toBe(5);
    expect((await sink.nextMail(me.user.email)).subject).toBe(ALERT_SUBJECT);

    // Now even the right code is refused, on a fresh challenge too, until the window ends.
    const third = await challenge(me);
    let res = await verify(third, totpCode(me.totpSecret as string));
    expect([res.statusCode, res.json()]).toEqual([429, LOCKED]);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    res = await client(ctx.app).post('/api/auth/2fa/disable', { password: me.password, code: totpCode(me.totpSecret as string) }, me.token);
    expect([res.statusCode, res.json()]).toEqual([429, LOCKED]);
    expect(await failures(me.user.id)).toBe(5);
    await sink.expectNoMail(me.user.email); // once per burst

    // Fifteen minutes later the right code signs in, and the count starts again.
    await ctx.database.db
      .updateTable('two_factor_failures')
      .set({ window_started_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where('user_id', '=', me.user.id)
      .execute();
    res = await verify(third, totpCode(me.totpSecret as string));
    expect(res.statusCode).toBe(200);
    expect(await failures(me.user.id)).toBeUndefined();
  });

  test('parallel guesses on many challenges get at most five checks', async () => {
    const me = await createTestAdmin(ctx.database.db);
    const tokens = await Promise.all(Array.from({ length: 4 }, () => challenge(me)));
    const answers = await Promise.all(tokens.flatMap((token) => ['000001', '000002', '000003'].map((code) => verify(token, code))));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(400), ...Array<number>(7).fill(429)]);
    expect(await failures(me.user.id)).toBe(5);
  });

  test('a password reset by mail starts the owner afresh: new password and the right code sign in', async () => {
    const me = await createTestAdmin(ctx.database.db);
    const token = await challenge(me);
    for (let i = 0; i < 5; i += 1) await verify(token, '000000');
    expect((await sink.nextMail(me.user.email)).subject).toBe(ALERT_SUBJECT);
    await client(ctx.app).post('/api/auth/forgot-password', { email: me.user.email });
    const { email, token: resetToken } = resetLinkFrom(await sink.nextMail(me.user.email));
    expect((await client(ctx.app).post('/api/auth/reset-password', { email, resetToken, newPassword: 'a brand new passphrase' })).statusCode).toBe(200);
    expect(await failures(me.user.id)).toBeUndefined();
    const res = await verify(await challenge(me, 'a brand new passphrase'), totpCode(me.totpSecret as string));
    expect(res.statusCode).toBe(200);
  });
});
