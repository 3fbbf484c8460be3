import { MAX_RESET_CODE_ATTEMPTS, MAX_RESET_CODE_FAILURES_PER_DAY, issueResetToken } from '../../src/server/services/password-reset';
import { sha256 } from '../../src/server/services/tokens';
import { client, MESSAGES, uniqueEmail } from './helpers/auth-api';
import { resetCodeFrom, resetLinkFrom } from './helpers/smtp-sink';
import { useTestApp } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser } from './helpers/users';

notePostgresSkip();

const NEW_PASSWORD = 'a brand new passphrase';
const CODE_EXPIRED = { message: 'This reset code is not valid or has expired. Please ask for a new one.', code: 'RESET_CODE_EXPIRED' };
const wrongResetCode = (triesLeft: number) => ({
  message: `That reset code is not correct. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  code: 'RESET_CODE_INVALID',
});
/** A code that is certainly not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 100_000_000).padStart(8, '0');
const toBengali = (digits: string) => digits.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);

/** Issue 18: the reset mail's 8-digit code, typed instead of opening the link. */
describe.each(databaseKinds)('password reset with the mailed 8-digit code on %s', (kind) => {
  const { ctx, sink } = useTestApp(kind, { mail: true, shared: true });

  async function requestMail(email: string) {
    const res = await client(ctx.app).post('/api/auth/forgot-password', { email });
    expect([res.statusCode, res.json()]).toEqual([200, MESSAGES.resetSent]);
    const mail = await sink.nextMail(email);
    return { code: resetCodeFrom(mail), token: resetLinkFrom(mail).token };
  }

  /** Each reset from its own address, so the per-IP limit of the route never decides a test. */
  const reset = (email: string, resetToken: string, newPassword = NEW_PASSWORD) => client(ctx.app).post('/api/auth/reset-password', { email, resetToken, newPassword });
  const signsInWith = async (email: string, password: string) => (await client(ctx.app).post('/api/auth/login', { email, password })).statusCode === 200;
  const resetRow = (userId: string) =>
    ctx.database.db.selectFrom('password_resets').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').executeTakeFirstOrThrow();

  test('the code alone resets the password, once; it is stored hashed; the link of the same mail is spent with it', async () => {
    const me = await createTestUser(ctx.database.db);
    const { code, token } = await requestMail(me.user.email);
    expect(code).toMatch(/^\d{8}$/);
    expect((await resetRow(me.user.id)).code_hash).toBe(sha256(code));

    let res = await reset(me.user.email, code);
    expect([res.statusCode, res.json()]).toEqual([200, MESSAGES.passwordChanged]);
    expect(await signsInWith(me.user.email, NEW_PASSWORD)).toBe(true);
    expect(await signsInWith(me.user.email, me.password)).toBe(false);

    // Single use: neither the code nor the link of that mail works again.
    res = await reset(me.user.email, code, 'yet another password');
    expect(res.statusCode).toBe(400);
    res = await reset(me.user.email, token, 'yet another password');
    expect([res.statusCode, res.json()]).toEqual([400, MESSAGES.resetInvalid]);
    expect(await signsInWith(me.user.email, NEW_PASSWORD)).toBe(true);
  });

  test('the code typed in Bengali digits or with a space in the middle is read as the code', async () => {
    const me = await createTestUser(ctx.database.db);
    const { code } = await requestMail(me.user.email);
    const res = await reset(me.user.email, ` ${toBengali(code.slice(0, 4))} ${code.slice(4)} `);
    expect([res.statusCode, res.json()]).toEqual([200, MESSAGES.passwordChanged]);
  });

  test('the token from the link still works, and spends the code with it', async () => {
    const me = await createTestUser(ctx.database.db);
    const { code, token } = await requestMail(me.user.email);
    let res = await reset(me.user.email, token);
    expect([res.statusCode, res.json()]).toEqual([200, MESSAGES.passwordChanged]);
    res = await reset(me.user.email, code, 'yet another password');
    expect(res.statusCode).toBe(400);
    expect(await signsInWith(me.user.email, NEW_PASSWORD)).toBe(true);
  });

  test('wrong codes count down; the 5th burns the code (the right one is refused after it), the link keeps working', async () => {
    const me = await createTestUser(ctx.database.db);
    const { code, token } = await requestMail(me.user.email);
    for (let left = MAX_RESET_CODE_ATTEMPTS - 1; left >= 0; left -= 1) {
      const res = await reset(me.user.email, otherCode(code));
      expect([res.statusCode, res.json()]).toEqual([400, wrongResetCode(left)]);
    }
    expect((await resetRow(me.user.id)).attempts).toBe(MAX_RESET_CODE_ATTEMPTS);
    let res = await reset(me.user.email, code);
    expect([res.statusCode, res.json()]).toEqual([400, CODE_EXPIRED]);
    expect(await signsInWith(me.user.email, me.password)).toBe(true); // nothing changed
    // The link's 256 bits cannot be guessed, so a stranger's guesses do not take it from its owner.
    res = await reset(me.user.email, token);
    expect([res.statusCode, res.json()]).toEqual([200, MESSAGES.passwordChanged]);
  });

  test('per account, at most 10 wrong codes a day count over every mail: past them even the right code is refused', async () => {
    const me = await createTestUser(ctx.database.db);
    // Two earlier mails burnt by guessing (written directly: the route's 15-minute limits would stop a test first).
    for (let i = 0; i < MAX_RESET_CODE_FAILURES_PER_DAY / MAX_RESET_CODE_ATTEMPTS; i += 1) {
      await issueResetToken(ctx.database.db, me.user.id);
      await ctx.database.db.updateTable('password_resets').set({ attempts: MAX_RESET_CODE_ATTEMPTS }).where('user_id', '=', me.user.id).where('used_at', 'is', null).execute();
    }
    const { code, token } = await requestMail(me.user.email);
    let res = await reset(me.user.email, code);
    expect([res.statusCode, res.json()]).toEqual([400, CODE_EXPIRED]);
    res = await reset(me.user.email, otherCode(code));
    expect([res.statusCode, res.json()]).toEqual([400, CODE_EXPIRED]);
    expect((await resetRow(me.user.id)).attempts).toBe(0); // nothing more is counted, nothing is learnt

    // A day later the old guesses no longer count.
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await ctx.database.db.updateTable('password_resets').set({ created_at: dayAgo }).where('user_id', '=', me.user.id).where('used_at', 'is not', null).execute();
    res = await reset(me.user.email, code);
    expect([res.statusCode, res.json()]).toEqual([200, MESSAGES.passwordChanged]);
    expect((await reset(me.user.email, token)).statusCode).toBe(400);
  });

  test('an expired code and a code replaced by a newer mail are refused', async () => {
    const me = await createTestUser(ctx.database.db);
    const first = await requestMail(me.user.email);
    const second = await requestMail(me.user.email);
    let res = await reset(me.user.email, first.code);
    expect(res.statusCode).toBe(400);
    expect(['RESET_CODE_INVALID', 'RESET_CODE_EXPIRED']).toContain(res.json().code);

    await ctx.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', me.user.id)
      .execute();
    res = await reset(me.user.email, second.code);
    expect([res.statusCode, res.json()]).toEqual([400, CODE_EXPIRED]);
    expect(await signsInWith(me.user.email, me.password)).toBe(true);
  });

  test('unknown, deactivated and reset-less addresses get the same counting-down answer, after the same committed write', async () => {
    const waiting = await createTestUser(ctx.database.db);
    const { code } = await requestMail(waiting.user.email);
    const real = await reset(waiting.user.email, otherCode(code));
    expect([real.statusCode, real.json()]).toEqual([400, wrongResetCode(MAX_RESET_CODE_ATTEMPTS - 1)]);

    const gone = await createTestUser(ctx.database.db, { is_active: 0 });
    await issueResetToken(ctx.database.db, gone.user.id);
    const noReset = await createTestUser(ctx.database.db);
    for (const email of [uniqueEmail('reset-nobody'), gone.user.email, noReset.user.email]) {
      const before = await ctx.database.db.selectFrom('timing_decoy').select('touched').executeTakeFirstOrThrow();
      await new Promise((resolve) => setTimeout(resolve, 2)); // the decoy row holds a millisecond time
      for (let left = MAX_RESET_CODE_ATTEMPTS - 1; left >= 0; left -= 1) {
        const res = await reset(email, '12345678');
        expect([res.statusCode, res.json()]).toEqual([400, wrongResetCode(left)]);
      }
      const res = await reset(email, '12345678');
      expect([res.statusCode, res.json()]).toEqual([400, CODE_EXPIRED]);
      const after = await ctx.database.db.selectFrom('timing_decoy').select('touched').executeTakeFirstOrThrow();
      expect(after.touched).not.toBe(before.touched);
    }
    expect(await signsInWith(gone.user.email, gone.password)).toBe(false);
  });

  test('a wrong token (not 8 digits) keeps the answer of today, for known and unknown addresses alike', async () => {
    const me = await createTestUser(ctx.database.db);
    await requestMail(me.user.email);
    for (const email of [me.user.email, uniqueEmail('reset-nobody')]) {
      const res = await reset(email, 'not-the-token');
      expect([res.statusCode, res.json()]).toEqual([400, MESSAGES.resetInvalid]);
    }
    expect((await resetRow(me.user.id)).attempts).toBe(0);
  });
});
