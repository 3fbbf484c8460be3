import { client, MESSAGES } from './helpers/auth-api';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';
import { totpCode } from './helpers/two-factor';
import { createTestAdmin, createTestUser } from './helpers/users';

notePostgresSkip();

const TWO_FACTOR_REQUIRED = {
  message: 'Administrators must sign in with two-factor authentication. Set it up, then try again.',
  code: 'TWO_FACTOR_REQUIRED',
};
const codeInvalid = (triesLeft?: number) => ({
  message:
    triesLeft === undefined
      ? 'That code is not correct. Check that the time on your phone is right and try again.'
      : `That code is not correct. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  code: 'TWO_FACTOR_CODE_INVALID',
});
const CHALLENGE_INVALID = { message: 'This sign-in has expired. Please sign in again.', code: 'TWO_FACTOR_CHALLENGE_INVALID' };

// Server time is moved a 30-second step at a time, so each step of a flow has a fresh code.
const START = Date.now();
let clock = START;
const at = (steps: number) => {
  clock = START + steps * 30_000;
};

describe.each(databaseKinds)('two-factor sign-in on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await ctx.close();
  });
  beforeEach(() => at(0));

  const actions = async (userId: string) =>
    (await ctx.database.db.selectFrom('audit_events').select('action').where('target_id', '=', userId).orderBy('created_at').orderBy('id').execute()).map((e) => e.action);

  test('set-up → enable → sign out → sign in → challenge → verify, with computed codes; a replayed code is refused', async () => {
    const api = client(ctx.app);
    const me = await createTestUser(ctx.database.db);
    let res = await api.post('/api/auth/2fa/setup', { password: me.password }, me.token);
    expect(res.statusCode).toBe(200);
    const { secret, otpauthUrl } = res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/Halal%20Invest:${encodeURIComponent(me.user.email)}?secret=${secret}&issuer=Halal%20Invest`);
    const row = await ctx.database.db.selectFrom('users').selectAll().where('id', '=', me.user.id).executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(secret); // sealed at rest
    expect(row.totp_enabled_at).toBeNull();

    // A repeated set-up replaces the secret that never got a code.
    const second = (await api.post('/api/auth/2fa/setup', { password: me.password }, me.token)).json().secret;
    expect(second).not.toBe(secret);
    res = await api.post('/api/auth/2fa/enable', { password: me.password, code: totpCode(secret, clock) }, me.token);
    expect([res.statusCode, res.json()]).toEqual([400, codeInvalid()]);
    res = await api.post('/api/auth/2fa/enable', { password: me.password, code: totpCode(second, clock) }, me.token);
    expect(res.statusCode).toBe(200);
    const { recoveryCodes } = res.json();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await ctx.database.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', me.user.id).execute();
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0].replace('-', ''));
    expect((await api.get('/api/auth/user', me.token)).json().user).toMatchObject({ twoFactorEnabled: true });
    expect((await api.post('/api/auth/2fa/setup', { password: me.password }, me.token)).statusCode).toBe(409);
    await api.post('/api/auth/logout', {}, me.token);

    // With two-factor on, the right password gives a challenge and no token.
    res = await api.post('/api/auth/login', { email: me.user.email, password: me.password });
    expect(res.statusCode).toBe(200);
    const login = res.json();
    expect(login).toEqual({ twoFactorRequired: true, challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    // The code that enabled it was used already in this step: refused as a replay.
    res = await api.post('/api/auth/2fa/verify', { challenge: login.challenge, code: totpCode(second, clock) });
    expect([res.statusCode, res.json()]).toEqual([400, codeInvalid(4)]);
    at(1);
    res = await api.post('/api/auth/2fa/verify', { challenge: login.challenge, code: totpCode(second, clock) });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(user).toMatchObject({ email: me.user.email, twoFactorEnabled: true });
    expect((await api.get('/api/auth/user', token)).statusCode).toBe(200);
    const session = await ctx.database.db
      .selectFrom('sessions')
      .select(['two_factor_at', 'ip'])
      .where('user_id', '=', me.user.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.two_factor_at).not.toBeNull();
    expect(session.ip).not.toBeNull();
    // The challenge is spent, and the same code does not open a second one.
    expect((await api.post('/api/auth/2fa/verify', { challenge: login.challenge, code: totpCode(second, clock) })).json()).toEqual(CHALLENGE_INVALID);
    const again = (await api.post('/api/auth/login', { email: me.user.email, password: me.password })).json();
    expect((await api.post('/api/auth/2fa/verify', { challenge: again.challenge, code: totpCode(second, clock) })).json()).toEqual(codeInvalid(4));
    expect(await actions(me.user.id)).toEqual(['two_factor_enabled', 'two_factor_failed', 'sign_in', 'two_factor_failed']);
  });

  test('a recovery code signs in once; five wrong codes burn the challenge', async () => {
    const api = client(ctx.app);
    const me = await createTestUser(ctx.database.db);
    const { secret } = (await api.post('/api/auth/2fa/setup', { password: me.password }, me.token)).json();
    const { recoveryCodes } = (await api.post('/api/auth/2fa/enable', { password: me.password, code: totpCode(secret, clock) }, me.token)).json();
    const challenge = async () => (await api.post('/api/auth/login', { email: me.user.email, password: me.password })).json().challenge;

    const first = await challenge();
    let res = await api.post('/api/auth/2fa/verify', { challenge: first, code: recoveryCodes[3].toUpperCase().replace('-', ' ') });
    expect(res.statusCode).toBe(200);
    res = await api.post('/api/auth/2fa/verify', { challenge: await challenge(), code: recoveryCodes[3] });
    expect([res.statusCode, res.json()]).toEqual([400, codeInvalid(4)]);
    expect(await actions(me.user.id)).toEqual(['two_factor_enabled', 'recovery_code_used', 'sign_in', 'two_factor_failed']);

    // The wrong recovery code above counted against the account too (two-factor-wrong-codes.test.ts): this part is about one challenge's limit.
    await ctx.database.db.deleteFrom('two_factor_failures').where('user_id', '=', me.user.id).execute();
    const burnt = await challenge();
    for (let left = 4; left >= 1; left -= 1) expect((await api.post('/api/auth/2fa/verify', { challenge: burnt, code: '000000' })).json()).toEqual(codeInvalid(left));
    expect((await api.post('/api/auth/2fa/verify', { challenge: burnt, code: '000000' })).json()).toEqual(CHALLENGE_INVALID);
    at(1);
    res = await api.post('/api/auth/2fa/verify', { challenge: burnt, code: totpCode(secret, clock) });
    expect([res.statusCode, res.json()]).toEqual([400, CHALLENGE_INVALID]);
    // An unknown challenge is answered the same way; a malformed one fails validation.
    expect((await api.post('/api/auth/2fa/verify', { challenge: 'x'.repeat(43), code: '123456' })).json()).toEqual(CHALLENGE_INVALID);
    expect((await api.post('/api/auth/2fa/verify', { challenge: 'bad', code: '123456' })).statusCode).toBe(400);
  });

  test('disable needs the password and a code; it ends the two-factor state of every session', async () => {
    const api = client(ctx.app);
    const me = await createTestUser(ctx.database.db);
    const { secret } = (await api.post('/api/auth/2fa/setup', { password: me.password }, me.token)).json();
    expect((await api.post('/api/auth/2fa/disable', { password: me.password, code: '123456' }, me.token)).statusCode).toBe(409);
    expect((await api.post('/api/auth/2fa/enable', { password: me.password, code: totpCode(secret, clock) }, me.token)).statusCode).toBe(200);
    at(1);
    let res = await api.post('/api/auth/2fa/disable', { password: 'not the password', code: totpCode(secret, clock) }, me.token);
    expect([res.statusCode, res.json()]).toEqual([400, { message: 'Your password is not correct.', code: 'PASSWORD_INCORRECT' }]);
    res = await api.post('/api/auth/2fa/disable', { password: me.password, code: '000000' }, me.token);
    expect([res.statusCode, res.json()]).toEqual([400, codeInvalid()]);
    res = await api.post('/api/auth/2fa/disable', { password: me.password }, me.token);
    expect(res.statusCode).toBe(400);
    res = await api.post('/api/auth/2fa/disable', { password: me.password, code: totpCode(secret, clock) }, me.token);
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Two-factor sign-in is now off.' }]);
    const row = await ctx.database.db.selectFrom('users').select(['totp_secret', 'totp_enabled_at']).where('id', '=', me.user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: null, totp_enabled_at: null });
    expect(await ctx.database.db.selectFrom('recovery_codes').select('id').where('user_id', '=', me.user.id).execute()).toEqual([]);
    expect(await ctx.database.db.selectFrom('sessions').select('id').where('user_id', '=', me.user.id).where('two_factor_at', 'is not', null).execute()).toEqual([]);
    // Signing in is one step again.
    expect((await api.post('/api/auth/login', { email: me.user.email, password: me.password })).json()).toMatchObject({ token: expect.any(String) });
    expect(await actions(me.user.id)).toEqual(['two_factor_enabled', 'two_factor_failed', 'two_factor_disabled', 'sign_in']);
  });

  test('enable needs a set-up first and a right code; wrong codes are limited per account', async () => {
    const api = client(ctx.app);
    const me = await createTestUser(ctx.database.db);
    expect((await api.post('/api/auth/2fa/enable', { password: me.password, code: '123456' }, me.token)).json().code).toBe('TWO_FACTOR_NOT_SET_UP');
    await api.post('/api/auth/2fa/setup', { password: me.password }, me.token);
    for (let i = 0; i < 9; i += 1) expect((await api.post('/api/auth/2fa/enable', { password: me.password, code: '000000' }, me.token)).statusCode).toBe(400);
    expect((await client(ctx.app).post('/api/auth/2fa/enable', { password: me.password, code: '000000' }, me.token)).statusCode).toBe(429);
  });
});

describe.each(databaseKinds)('ADMIN_2FA on %s', (kind) => {
  test('required (the default): an admin session without two-factor gets 403 TWO_FACTOR_REQUIRED on admin routes, and is told to set it up', async () => {
    const ctx = await createTestContext(kind);
    try {
      const api = client(ctx.app);
      const fresh = await createTestAdmin(ctx.database.db, {}, { twoFactor: false });
      let res = await api.get('/api/auth/users', fresh.token);
      expect([res.statusCode, res.json()]).toEqual([403, TWO_FACTOR_REQUIRED]);
      res = await api.post('/api/expenses', { description: 'Rent', amount: 10, category: 'Rent' }, fresh.token);
      expect([res.statusCode, res.json()]).toEqual([403, TWO_FACTOR_REQUIRED]);
      expect((await api.get('/api/auth/user', fresh.token)).json().user).toMatchObject({ role: 'admin', twoFactorEnabled: false, twoFactorSetupRequired: true });
      // Investors' routes still work for the admin; an investor never gets this refusal.
      expect((await api.get('/api/deposit', fresh.token)).statusCode).toBe(200);
      const investor = await createTestUser(ctx.database.db);
      expect((await api.get('/api/auth/users', investor.token)).json()).toEqual(MESSAGES.forbidden);
      expect((await api.get('/api/auth/user', investor.token)).json().user.twoFactorSetupRequired).toBeUndefined();

      // The session that enables two-factor counts as verified: the admin goes straight on.
      const { secret } = (await api.post('/api/auth/2fa/setup', { password: fresh.password }, fresh.token)).json();
      expect((await api.post('/api/auth/2fa/enable', { password: fresh.password, code: totpCode(secret) }, fresh.token)).statusCode).toBe(200);
      expect((await api.get('/api/auth/users', fresh.token)).statusCode).toBe(200);
      expect((await api.get('/api/auth/user', fresh.token)).json().user.twoFactorSetupRequired).toBeUndefined();

      // An enrolled admin's password alone gives no admin session, and the test helper's admin passes.
      const enrolled = await createTestAdmin(ctx.database.db);
      expect((await api.get('/api/auth/users', enrolled.token)).statusCode).toBe(200);
      const login = (await api.post('/api/auth/login', { email: enrolled.user.email, password: enrolled.password })).json();
      expect(login).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
      const verified = (await api.post('/api/auth/2fa/verify', { challenge: login.challenge, code: totpCode(enrolled.totpSecret as string) })).json();
      expect((await api.get('/api/auth/users', verified.token)).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  test('optional: an admin session without two-factor passes', async () => {
    const ctx = await createTestContext(kind, { ADMIN_2FA: 'optional' });
    try {
      const fresh = await createTestAdmin(ctx.database.db, {}, { twoFactor: false });
      expect((await client(ctx.app).get('/api/auth/users', fresh.token)).statusCode).toBe(200);
      expect((await client(ctx.app).get('/api/auth/user', fresh.token)).json().user.twoFactorSetupRequired).toBeUndefined();
    } finally {
      await ctx.close();
    }
  });
});
