import * as credentials from '../../src/server/services/credentials';
import { sha256 } from '../../src/server/services/tokens';
import { client, MESSAGES, otherCode, RATE_LIMITED, uniqueEmail, uniqueIp, wrongCode } from './helpers/auth-api';
import { codeFrom } from './helpers/smtp-sink';
import { useTestApp } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser } from './helpers/users';

notePostgresSkip();

const PASSWORD = 'correct horse battery';

describe.each(databaseKinds)('sign-up, email code, sign-in and sign-out on %s', (kind) => {
  const { ctx, sink } = useTestApp(kind, { mail: true, shared: true });

  const userRow = (email: string) => ctx.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

  /** Signs up and returns the code from the mail that arrives. */
  async function signUp(api: ReturnType<typeof client>, email: string, extra: object = {}) {
    const res = await api.post('/api/auth/signup', { customId: 'iv12345', fullname: 'Amina Rahman', email, password: PASSWORD, ...extra });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(MESSAGES.signedUp);
    return codeFrom(await sink.nextMail(email));
  }

  test('the whole journey: sign up, code from the mail, verify, sign in, profile, update, sign out', async () => {
    const api = client(ctx.app);
    const email = uniqueEmail('journey');
    const code = await signUp(api, email);

    const stored = await userRow(email);
    expect(stored).toMatchObject({ role: 'investor', is_verified: 0, is_active: 1, unique_id: 'iv12345', language: 'en', phone: null });
    expect(stored?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const codes = await ctx.database.db.selectFrom('email_codes').selectAll().where('user_id', '=', stored!.id).execute();
    expect(codes).toHaveLength(1);
    expect(codes[0]?.code_hash).toBe(sha256(code)); // only the hash is stored

    let res = await api.post('/api/auth/verify-otp', { email, otp: code, phone: '+880 1712-345678' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(MESSAGES.verified);
    // A double submit of the same code is answered the same way.
    res = await api.post('/api/auth/verify-otp', { email, otp: code });
    expect(res.json()).toEqual(MESSAGES.verified);
    // The phone sent with the code is part of what the admin search matches.
    const searchable = await ctx.database.db.selectFrom('users').select('search_text').where('id', '=', stored!.id).executeTakeFirstOrThrow();
    expect(searchable.search_text).toBe(`amina rahman\n${email.toLowerCase()}\n+880 1712-345678\n`);

    res = await api.post('/api/auth/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toEqual({
      _id: stored!.id,
      fullname: 'Amina Rahman',
      email,
      phone: '+880 1712-345678',
      phoneVerified: false,
      nid: null,
      uniqueId: 'iv12345',
      profileImage: null,
      role: 'investor',
      isVerified: true,
      twoFactorEnabled: false,
      availableBalance: 0,
      totalInvestment: 0,
      totalProfit: 0,
      totalLoss: 0,
      createdAt: stored!.created_at,
      updatedAt: expect.any(String),
    });
    expect(res.body).not.toMatch(/argon2|password/i);

    res = await api.get('/api/auth/user', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user });

    const newEmail = uniqueEmail('journey-new');
    // Issue 14: a new email needs the current password and applies only with the code mailed to it.
    res = await api.put('/api/auth/update', { fullname: 'Amina R. Khan', email: newEmail, phone: '01812345678', nid: '1990123456789', currentPassword: PASSWORD }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { ...user, fullname: 'Amina R. Khan', phone: '01812345678', nid: '1990123456789', updatedAt: expect.any(String) },
      emailChange: { pendingEmail: newEmail },
    });
    expect((await api.get('/api/auth/user', token)).json().user.email).toBe(email);
    res = await api.post('/api/auth/email-change/confirm', { code: codeFrom(await sink.nextMail(newEmail)) }, token);
    expect(res.statusCode).toBe(200);
    expect((await api.get('/api/auth/user', token)).json().user.email).toBe(newEmail);

    res = await api.post('/api/auth/logout', {}, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(MESSAGES.loggedOut);
    res = await api.get('/api/auth/user', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(MESSAGES.sessionExpired);
    res = await api.post('/api/auth/logout', {}, token);
    expect(res.statusCode).toBe(401);
    res = await api.post('/api/auth/logout', {});
    expect([res.statusCode, res.json()]).toEqual([401, MESSAGES.unauthenticated]);
  });

  test('a Bengali sign-up gets its code in Bengali, with the code in ASCII digits too', async () => {
    const api = client(ctx.app);
    const email = uniqueEmail('bn');
    await api.post('/api/auth/signup', { customId: 'iv7', fullname: 'রহিম <b>উদ্দিন</b>', email, password: PASSWORD, language: 'bn' });
    const mail = await sink.nextMail(email);
    const code = codeFrom(mail);
    expect(mail.subject).toBe('আপনার হালাল ইনভেস্ট যাচাইকরণ কোড');
    const bengali = code.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] as string);
    expect(mail.text).toContain(`${code} (${bengali})`);
    expect(mail.text).toContain('কোডটি ১০ মিনিট পর্যন্ত বৈধ থাকবে');
    // Greeted without the typed name: the address is not proved yet (issue 14).
    expect(mail.html).toContain('প্রিয় গ্রাহক,');
    expect(mail.html).not.toContain('রহিম');
    expect((await userRow(email))?.language).toBe('bn');
    expect((await api.post('/api/auth/verify-otp', { email, otp: code })).json()).toEqual(MESSAGES.verified);
  });

  test('wrong codes count down in the database and the 5th burns the code; a new code works', async () => {
    const api = client(ctx.app);
    const email = uniqueEmail('countdown');
    const code = await signUp(api, email);
    for (const triesLeft of [4, 3, 2, 1, 0]) {
      const res = await api.post('/api/auth/verify-otp', { email, otp: otherCode(code) });
      expect([res.statusCode, res.json()]).toEqual([400, wrongCode(triesLeft)]);
    }
    const user = await userRow(email);
    const row = await ctx.database.db.selectFrom('email_codes').select(['attempts', 'used_at']).where('user_id', '=', user!.id).executeTakeFirst();
    expect(row).toEqual({ attempts: 5, used_at: null });
    let res = await api.post('/api/auth/verify-otp', { email, otp: code });
    expect([res.statusCode, res.json()]).toEqual([400, MESSAGES.codeExpired]);

    res = await api.post('/api/auth/resend-otp', { email });
    expect([res.statusCode, res.json()]).toEqual([200, MESSAGES.codeResent]);
    const fresh = codeFrom(await sink.nextMail(email));
    res = await api.post('/api/auth/verify-otp', { email, otp: fresh });
    expect([res.statusCode, res.json()]).toEqual([200, MESSAGES.verified]);
    expect((await userRow(email))?.is_verified).toBe(1);
  });

  test('an expired code is refused; an unknown address is answered like a wrong code', async () => {
    const api = client(ctx.app);
    const email = uniqueEmail('expired');
    const code = await signUp(api, email);
    const user = await userRow(email);
    await ctx.database.db
      .updateTable('email_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user!.id)
      .execute();
    let res = await api.post('/api/auth/verify-otp', { email, otp: code });
    expect([res.statusCode, res.json()]).toEqual([400, MESSAGES.codeExpired]);
    expect((await userRow(email))?.is_verified).toBe(0);

    const nobody = uniqueEmail('nobody');
    for (const triesLeft of [4, 3]) {
      res = await api.post('/api/auth/verify-otp', { email: nobody, otp: '123456' });
      expect([res.statusCode, res.json()]).toEqual([400, wrongCode(triesLeft)]);
    }
    res = await api.post('/api/auth/verify-otp', { email, otp: '12345' });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: 'Please enter the full verification code.', code: 'VALIDATION_FAILED', fields: { otp: 'Please enter the full verification code.' } },
    ]);
  });

  test('sign-up answers the same for a new, an unverified and a verified address, and changes no password', async () => {
    const api = client(ctx.app);
    const email = uniqueEmail('again');
    const first = await signUp(api, email);
    // Unverified: a fresh code replaces the first one; name and password stay.
    const second = await signUp(api, email, { fullname: 'Someone Else', password: 'another password' });
    let res = await api.post('/api/auth/verify-otp', { email, otp: first === second ? otherCode(second) : first });
    expect(res.json()).toEqual(wrongCode(4));
    expect((await api.post('/api/auth/verify-otp', { email, otp: second })).json()).toEqual(MESSAGES.verified);
    expect((await userRow(email))?.fullname).toBe('Amina Rahman');

    // Verified: the owner is told instead, without a code.
    res = await api.post('/api/auth/signup', { customId: 'iv9', fullname: 'Intruder', email, password: 'another password' });
    expect([res.statusCode, res.json()]).toEqual([201, MESSAGES.signedUp]);
    const notice = await sink.nextMail(email);
    expect(notice.subject).toBe('Someone tried to sign up with your email');
    expect(notice.text).toContain('/signin');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);

    expect((await api.post('/api/auth/login', { email, password: 'another password' })).json()).toEqual(MESSAGES.invalidCredentials);
    expect((await api.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
    const count = await ctx.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  test('resend-otp answers the same with or without an account, replaces the code and is limited per email', async () => {
    const api = client(ctx.app);
    const email = uniqueEmail('resend');
    const first = await signUp(api, email);
    let res = await api.post('/api/auth/resend-otp', { email });
    expect([res.statusCode, res.json()]).toEqual([200, MESSAGES.codeResent]);
    const second = codeFrom(await sink.nextMail(email));
    if (first !== second) expect((await api.post('/api/auth/verify-otp', { email, otp: first })).json()).toEqual(wrongCode(4));

    const nobody = uniqueEmail('resend-nobody');
    for (let i = 0; i < 3; i += 1) {
      res = await api.post('/api/auth/resend-otp', { email: nobody });
      expect([res.statusCode, res.json()]).toEqual([200, MESSAGES.codeResent]);
    }
    await sink.expectNoMail(nobody);
    res = await client(ctx.app).post('/api/auth/resend-otp', { email: nobody.toUpperCase() });
    expect([res.statusCode, res.json()]).toEqual([429, RATE_LIMITED]);
  });

  test('sign-in: unknown email and wrong password get the same 401; unverified and deactivated accounts are told why', async () => {
    const api = client(ctx.app);
    const known = await createTestUser(ctx.database.db);
    const wrong = await api.post('/api/auth/login', { email: known.user.email, password: 'not the password' });
    const unknown = await api.post('/api/auth/login', { email: uniqueEmail('unknown'), password: 'not the password' });
    expect([wrong.statusCode, wrong.json()]).toEqual([401, MESSAGES.invalidCredentials]);
    expect([unknown.statusCode, unknown.json()]).toEqual([401, MESSAGES.invalidCredentials]);

    const unverified = await createTestUser(ctx.database.db, { is_verified: 0 });
    expect((await api.post('/api/auth/login', { email: unverified.user.email, password: 'wrong password' })).json()).toEqual(MESSAGES.invalidCredentials);
    let res = await api.post('/api/auth/login', { email: unverified.user.email, password: unverified.password });
    expect([res.statusCode, res.json()]).toEqual([403, MESSAGES.notVerified]);
    const code = codeFrom(await sink.nextMail(unverified.user.email));
    expect((await api.post('/api/auth/verify-otp', { email: unverified.user.email, otp: code })).json()).toEqual(MESSAGES.verified);
    expect((await api.post('/api/auth/login', { email: unverified.user.email, password: unverified.password })).statusCode).toBe(200);

    const deactivated = await createTestUser(ctx.database.db, { is_active: 0 });
    res = await api.post('/api/auth/login', { email: deactivated.user.email, password: deactivated.password });
    expect([res.statusCode, res.json()]).toEqual([403, MESSAGES.deactivated]);
    expect((await api.post('/api/auth/login', { email: deactivated.user.email, password: 'wrong password' })).json()).toEqual(MESSAGES.invalidCredentials);

    res = await api.post('/api/auth/login', { email: 'not-an-email', password: 'x' });
    expect(res.json()).toEqual({ message: 'Please enter a valid email address.', code: 'VALIDATION_FAILED', fields: { email: 'Please enter a valid email address.' } });
  });

  test('sign-in is throttled per account and per IP before any password is checked', async () => {
    const known = await createTestUser(ctx.database.db);
    const check = jest.spyOn(credentials, 'checkCredentials');
    try {
      // Per account: 10 tries from 10 different addresses, then even the right password needs the
      // mailed sign-in code (no 429 that would lock the owner out; sign-in-limit.test.ts).
      for (let i = 0; i < 10; i += 1) {
        expect((await client(ctx.app).post('/api/auth/login', { email: known.user.email, password: `guess ${i}` })).statusCode).toBe(401);
      }
      check.mockClear();
      let res = await client(ctx.app).post('/api/auth/login', { email: known.user.email, password: known.password });
      expect([res.statusCode, res.json().code]).toEqual([401, 'SIGN_IN_CODE_REQUIRED']);
      expect(check).not.toHaveBeenCalled();

      // Per IP: 50 tries for 50 different addresses from one client, then the 51st waits.
      const ip = uniqueIp();
      const tries = Array.from({ length: 50 }, () => client(ctx.app, ip).post('/api/auth/login', { email: uniqueEmail('spray'), password: 'guess' }));
      expect((await Promise.all(tries)).map((r) => r.statusCode)).toEqual(Array(50).fill(401));
      check.mockClear();
      res = await client(ctx.app, ip).post('/api/auth/login', { email: known.user.email, password: known.password });
      expect([res.statusCode, res.json()]).toEqual([429, RATE_LIMITED]);
      expect(check).not.toHaveBeenCalled();
    } finally {
      check.mockRestore();
    }
  });

  test('signup and update refuse role, isVerified and totals: 400 and nothing changes', async () => {
    const api = client(ctx.app);
    const email = uniqueEmail('mass');
    const base = { customId: 'iv1', fullname: 'Mass Assign', email, password: PASSWORD };
    for (const extra of [{ role: 'admin' }, { isVerified: true }, { totalInvestment: 1_000_000 }]) {
      const res = await api.post('/api/auth/signup', { ...base, ...extra });
      const message = `Unknown field: ${Object.keys(extra)[0]}`;
      expect([res.statusCode, res.json()]).toEqual([400, { message, code: 'VALIDATION_FAILED', fields: { _: message } }]);
    }
    expect(await userRow(email)).toBeUndefined();

    const me = await createTestUser(ctx.database.db);
    const profile = { fullname: 'Changed', email: me.user.email, phone: null, nid: null };
    for (const extra of [{ role: 'admin' }, { isVerified: false }, { totalInvestment: 1_000_000, totalProfit: 5 }]) {
      const res = await api.put('/api/auth/update', { ...profile, ...extra }, me.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: `Unknown field: ${Object.keys(extra).join(', ')}` });
    }
    expect(await userRow(me.user.email)).toEqual(me.user);
  });

  test('update refuses an email of another account and bad fields; an emptied phone is cleared', async () => {
    const api = client(ctx.app);
    const me = await createTestUser(ctx.database.db, { phone: '01711111111' });
    const other = await createTestUser(ctx.database.db);
    let res = await api.put('/api/auth/update', { fullname: 'Me', email: other.user.email.toUpperCase(), phone: '', nid: '', currentPassword: me.password }, me.token);
    expect([res.statusCode, res.json()]).toEqual([409, { message: 'This email is already used by another account.', code: 'EMAIL_TAKEN' }]);

    res = await api.put('/api/auth/update', { fullname: ' ', email: 'bad', phone: 'abc', nid: 'x y' }, me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      fullname: 'Full name is required.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
      nid: 'NID may contain only letters, digits and dashes.',
    });
    expect((await api.put('/api/auth/update', { fullname: 'Me', email: me.user.email }, 'x'.repeat(43))).json()).toEqual(MESSAGES.sessionExpired);

    res = await api.put('/api/auth/update', { fullname: 'Me', email: me.user.email, phone: '', nid: '' }, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ fullname: 'Me', email: me.user.email, phone: null, nid: null });
  });

  test('sign-up refuses incomplete or invalid input with one message per field', async () => {
    const res = await client(ctx.app).post('/api/auth/signup', { customId: 'x1', fullname: '', email: 'nope', password: 'short', language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      customId: 'Customer id is not valid.',
      fullname: 'Full name is required.',
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 8 characters.',
      language: expect.any(String),
    });
  });
});
