import { client, MESSAGES, otherCode, uniqueEmail } from './helpers/auth-api';
import { codeFrom } from './helpers/smtp-sink';
import { useTestApp } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser, type TestUser } from './helpers/users';

notePostgresSkip();

const CODE_INVALID = {
  message: 'The password or the sign-in code is not correct. A code works for 10 minutes; if yours is older, signing in with the right password emails you a new one.',
  code: 'SIGN_IN_CODE_INVALID',
};
const CODE_REQUIRED = {
  message: 'Too many sign-in attempts on this account. We emailed a sign-in code to its address: enter it with your password.',
  code: 'SIGN_IN_CODE_REQUIRED',
};

/**
 * Past the per-account sign-in limit the owner is not locked out (issue 14): sign-in asks for a
 * one-time code mailed to the account, and the same answer goes to unknown addresses.
 */
describe.each(databaseKinds)('per-account sign-in limit on %s', (kind) => {
  const { ctx, sink } = useTestApp(kind, { mail: true, shared: true });

  /** Ten wrong passwords from ten addresses: the per-IP limit never plays a part. */
  async function exhaust(email: string) {
    for (let i = 0; i < 10; i += 1) {
      expect((await client(ctx.app).post('/api/auth/login', { email, password: `guess ${i}` })).json()).toEqual(MESSAGES.invalidCredentials);
    }
  }
  const auditActions = async (userId: string) =>
    (await ctx.database.db.selectFrom('audit_events').select('action').where('target_id', '=', userId).orderBy('created_at').orderBy('id').execute()).map((e) => e.action);

  test('the 11th attempt asks for a mailed code; the owner signs in with password and code', async () => {
    const owner: TestUser = await createTestUser(ctx.database.db, { language: 'bn' });
    await exhaust(owner.user.email);
    let res = await client(ctx.app).post('/api/auth/login', { email: owner.user.email, password: owner.password });
    expect([res.statusCode, res.json()]).toEqual([401, CODE_REQUIRED]);
    const mail = await sink.nextMail(owner.user.email);
    expect(mail.subject).toBe('আপনার হালাল ইনভেস্ট সাইন ইন কোড'); // in the account's language
    const code = codeFrom(mail);

    // At most one mail a minute, however often the limit is hit.
    res = await client(ctx.app).post('/api/auth/login', { email: owner.user.email, password: owner.password });
    expect([res.statusCode, res.json()]).toEqual([401, CODE_REQUIRED]);
    await sink.expectNoMail(owner.user.email);

    res = await client(ctx.app).post('/api/auth/login', { email: owner.user.email, password: owner.password, emailCode: code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), user: { email: owner.user.email } });
    expect(await auditActions(owner.user.id)).toEqual([...Array(10).fill('sign_in_failed'), 'sign_in_code_sent', 'sign_in']);
    // The code works once.
    res = await client(ctx.app).post('/api/auth/login', { email: owner.user.email, password: owner.password, emailCode: code });
    expect([res.statusCode, res.json()]).toEqual([401, CODE_INVALID]);
  });

  test('a stranger without the password cannot burn the owner’s code: wrong codes count only after the right password', async () => {
    const owner = await createTestUser(ctx.database.db);
    await exhaust(owner.user.email);
    await client(ctx.app).post('/api/auth/login', { email: owner.user.email, password: owner.password });
    const code = codeFrom(await sink.nextMail(owner.user.email));
    // A wrong password is answered as a wrong code is (no hint which one was wrong), and spends nothing.
    let res = await client(ctx.app).post('/api/auth/login', { email: owner.user.email, password: 'not the password', emailCode: code });
    expect([res.statusCode, res.json()]).toEqual([401, CODE_INVALID]);
    for (let i = 0; i < 12; i += 1) {
      res = await client(ctx.app).post('/api/auth/login', { email: owner.user.email, password: `guess ${i}`, emailCode: otherCode(code) });
      expect([res.statusCode, res.json()]).toEqual([401, CODE_INVALID]);
    }
    // Asking again without a code does not replace the code in the owner's mailbox either.
    await ctx.database.db.updateTable('email_codes').set({ created_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', owner.user.id).execute();
    expect((await client(ctx.app).post('/api/auth/login', { email: owner.user.email, password: 'guess' })).json()).toEqual(CODE_REQUIRED);
    await sink.expectNoMail(owner.user.email);
    const row = await ctx.database.db.selectFrom('email_codes').select(['attempts', 'used_at']).where('user_id', '=', owner.user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 0, used_at: null });
    res = await client(ctx.app).post('/api/auth/login', { email: owner.user.email, password: owner.password, emailCode: code });
    expect(res.statusCode).toBe(200);
  });

  test('with the right password, five wrong codes burn the code; the next try mails a new one that works', async () => {
    const owner = await createTestUser(ctx.database.db);
    await exhaust(owner.user.email);
    await client(ctx.app).post('/api/auth/login', { email: owner.user.email, password: owner.password });
    const code = codeFrom(await sink.nextMail(owner.user.email));
    for (let i = 0; i < 5; i += 1) {
      const res = await client(ctx.app).post('/api/auth/login', { email: owner.user.email, password: owner.password, emailCode: otherCode(code) });
      expect([res.statusCode, res.json()]).toEqual([401, CODE_INVALID]);
    }
    let res = await client(ctx.app).post('/api/auth/login', { email: owner.user.email, password: owner.password, emailCode: code });
    expect([res.statusCode, res.json()]).toEqual([401, CODE_INVALID]);
    // A minute later, the burnt code sent with the right password brings a new one.
    await ctx.database.db.updateTable('email_codes').set({ created_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', owner.user.id).execute();
    res = await client(ctx.app).post('/api/auth/login', { email: owner.user.email, password: owner.password, emailCode: code });
    expect([res.statusCode, res.json()]).toEqual([401, CODE_INVALID]);
    const fresh = codeFrom(await sink.nextMail(owner.user.email));
    res = await client(ctx.app).post('/api/auth/login', { email: owner.user.email, password: owner.password, emailCode: fresh });
    expect(res.statusCode).toBe(200);
  });

  test('unknown accounts get the same answers and no mail is sent', async () => {
    const nobody = uniqueEmail('limit-nobody');
    await exhaust(nobody);
    const res = await client(ctx.app).post('/api/auth/login', { email: nobody, password: 'some password' });
    expect([res.statusCode, res.json()]).toEqual([401, CODE_REQUIRED]);
    await sink.expectNoMail(nobody);
    const guess = await client(ctx.app).post('/api/auth/login', { email: nobody, password: 'some password', emailCode: '123456' });
    expect([guess.statusCode, guess.json()]).toEqual([401, CODE_INVALID]);
  });

  test('an emailCode that is not 6 digits is refused by the schema', async () => {
    const res = await client(ctx.app).post('/api/auth/login', { email: uniqueEmail('x'), password: 'p', emailCode: '12ab' });
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
