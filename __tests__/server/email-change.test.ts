import { COMPANY } from '../../src/shared/company';
import { createSession } from '../../src/server/services/sessions';
import { client, MESSAGES, otherCode, uniqueEmail, wrongCode } from './helpers/auth-api';
import { codeFrom } from './helpers/smtp-sink';
import { useTestApp } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser, type TestUser } from './helpers/users';

notePostgresSkip();

/** Issue 14: a stolen session must not be able to move the account to the thief's mailbox. */
describe.each(databaseKinds)('email change on %s', (kind) => {
  const { ctx, sink } = useTestApp(kind, { mail: true, shared: true });

  const api = () => client(ctx.app);
  const profileOf = (me: TestUser, extra: object) => ({ fullname: me.user.fullname, email: me.user.email, phone: '', nid: '', ...extra });
  const storedEmail = async (id: string) => (await ctx.database.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
  const actions = async (id: string) =>
    (await ctx.database.db.selectFrom('audit_events').select('action').where('target_id', '=', id).orderBy('created_at').orderBy('id').execute()).map((r) => r.action);

  test('a stolen session (token only) cannot change the email: no password, or a wrong one, is refused', async () => {
    const me = await createTestUser(ctx.database.db);
    const thief = uniqueEmail('thief');
    let res = await api().put('/api/auth/update', profileOf(me, { email: thief }), me.token);
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        message: 'Enter your current password to change your email.',
        code: 'CURRENT_PASSWORD_REQUIRED',
        fields: { currentPassword: 'Enter your current password to change your email.' },
      },
    ]);
    res = await api().put('/api/auth/update', profileOf(me, { email: thief, currentPassword: 'a guessed password' }), me.token);
    expect([res.statusCode, res.json()]).toEqual([
      401,
      { message: 'The current password is not correct.', code: 'CURRENT_PASSWORD_WRONG', fields: { currentPassword: 'The current password is not correct.' } },
    ]);
    expect(await storedEmail(me.user.id)).toBe(me.user.email);
    await sink.expectNoMail(thief);
    // The session that failed is still good: a wrong password here is not a sign-out.
    expect((await api().get('/api/auth/user', me.token)).statusCode).toBe(200);
  });

  test('with the password the email waits for the code mailed to the new address; then it changes, the old address is told and other sessions end', async () => {
    const me = await createTestUser(ctx.database.db, { language: 'en' });
    const otherDevice = await createSession(ctx.database.db, me.user.id, 30);
    const newEmail = uniqueEmail('moved');

    let res = await api().put('/api/auth/update', profileOf(me, { fullname: 'Renamed Now', email: newEmail, currentPassword: me.password }), me.token);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.emailChange).toEqual({ pendingEmail: newEmail });
    // The other fields apply at once; the email does not.
    expect(answer.user).toMatchObject({ fullname: 'Renamed Now', email: me.user.email });
    expect(await storedEmail(me.user.id)).toBe(me.user.email);

    const codeMail = await sink.nextMail(newEmail);
    expect(codeMail.subject).toBe('Confirm your new Halal Invest email address');
    expect(codeMail.text).not.toContain('Renamed Now');
    const code = codeFrom(codeMail);

    res = await api().post('/api/auth/email-change/confirm', { code }, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: me.user.id, email: newEmail, fullname: 'Renamed Now' });
    const row = await ctx.database.db.selectFrom('users').select(['email', 'email_changed_at', 'search_text']).where('id', '=', me.user.id).executeTakeFirstOrThrow();
    expect(row.email).toBe(newEmail);
    expect(row.email_changed_at).toEqual(expect.any(String));
    expect(row.search_text).toContain(newEmail.toLowerCase());

    const notice = await sink.nextMail(me.user.email);
    expect(notice.subject).toBe('The email address of your Halal Invest account was changed');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toContain(COMPANY.supportEmail);
    expect(notice.text).toMatch(/On \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(Bangladesh time\)/);

    // This device stays signed in; the other one is signed out.
    expect((await api().get('/api/auth/user', me.token)).statusCode).toBe(200);
    expect((await api().get('/api/auth/user', otherDevice)).json()).toEqual(MESSAGES.sessionExpired);
    // The code is single use.
    res = await api().post('/api/auth/email-change/confirm', { code }, me.token);
    expect([res.statusCode, res.json().code]).toEqual([400, 'OTP_EXPIRED']);
    expect(await actions(me.user.id)).toEqual(['profile_updated', 'email_change_requested', 'email_changed']);
  });

  test('a Bengali account gets both mails in Bengali, with Bengali digits in the time', async () => {
    const me = await createTestUser(ctx.database.db, { language: 'bn' });
    const newEmail = uniqueEmail('bn-moved');
    await api().put('/api/auth/update', profileOf(me, { email: newEmail, currentPassword: me.password }), me.token);
    const codeMail = await sink.nextMail(newEmail);
    expect(codeMail.subject).toBe('আপনার নতুন ইমেইল ঠিকানা নিশ্চিত করুন');
    expect((await api().post('/api/auth/email-change/confirm', { code: codeFrom(codeMail) }, me.token)).statusCode).toBe(200);
    const notice = await sink.nextMail(me.user.email);
    expect(notice.subject).toBe('আপনার হালাল ইনভেস্ট অ্যাকাউন্টের ইমেইল ঠিকানা বদলানো হয়েছে');
    expect(notice.text).toMatch(/[০-৯]{4}.*বাংলাদেশ সময়/);
    expect(notice.text).toContain(COMPANY.supportEmail);
  });

  test('wrong codes count down and the 5th burns the code; saving again sends a new one', async () => {
    const me = await createTestUser(ctx.database.db);
    const newEmail = uniqueEmail('countdown');
    await api().put('/api/auth/update', profileOf(me, { email: newEmail, currentPassword: me.password }), me.token);
    const code = codeFrom(await sink.nextMail(newEmail));
    for (const triesLeft of [4, 3, 2, 1, 0]) {
      const res = await api().post('/api/auth/email-change/confirm', { code: otherCode(code) }, me.token);
      expect([res.statusCode, res.json()]).toEqual([400, wrongCode(triesLeft)]);
    }
    let res = await api().post('/api/auth/email-change/confirm', { code }, me.token);
    expect([res.statusCode, res.json().code]).toEqual([400, 'OTP_EXPIRED']);
    expect(await storedEmail(me.user.id)).toBe(me.user.email);

    await api().put('/api/auth/update', profileOf(me, { email: newEmail, currentPassword: me.password }), me.token);
    res = await api().post('/api/auth/email-change/confirm', { code: codeFrom(await sink.nextMail(newEmail)) }, me.token);
    expect(res.statusCode).toBe(200);
    expect(await storedEmail(me.user.id)).toBe(newEmail);
  });

  test('an address taken while the code was on its way is refused at confirm', async () => {
    const me = await createTestUser(ctx.database.db);
    const newEmail = uniqueEmail('race');
    await api().put('/api/auth/update', profileOf(me, { email: newEmail, currentPassword: me.password }), me.token);
    const code = codeFrom(await sink.nextMail(newEmail));
    await createTestUser(ctx.database.db, { email: newEmail });
    const res = await api().post('/api/auth/email-change/confirm', { code }, me.token);
    expect([res.statusCode, res.json()]).toEqual([409, { message: 'This email is already used by another account.', code: 'EMAIL_TAKEN' }]);
    expect(await storedEmail(me.user.id)).toBe(me.user.email);
  });

  test('a code is only good for the account that asked; cancel ends a pending change', async () => {
    const me = await createTestUser(ctx.database.db);
    const stranger = await createTestUser(ctx.database.db);
    const newEmail = uniqueEmail('cancel');
    await api().put('/api/auth/update', profileOf(me, { email: newEmail, currentPassword: me.password }), me.token);
    const code = codeFrom(await sink.nextMail(newEmail));
    let res = await api().post('/api/auth/email-change/confirm', { code }, stranger.token);
    expect([res.statusCode, res.json().code]).toEqual([400, 'OTP_EXPIRED']);
    res = await api().post('/api/auth/email-change/cancel', {}, me.token);
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'The email change was cancelled.' }]);
    res = await api().post('/api/auth/email-change/confirm', { code }, me.token);
    expect([res.statusCode, res.json().code]).toEqual([400, 'OTP_EXPIRED']);
    expect(await storedEmail(me.user.id)).toBe(me.user.email);
  });

  test('saving without an email change needs no password and records the profile change only', async () => {
    const me = await createTestUser(ctx.database.db);
    const res = await api().put('/api/auth/update', profileOf(me, { phone: '01711000000' }), me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: expect.objectContaining({ phone: '01711000000', email: me.user.email }) });
    expect(await actions(me.user.id)).toEqual(['profile_updated']);
    // Saving the same values again records nothing new.
    await api().put('/api/auth/update', profileOf(me, { phone: '01711000000' }), me.token);
    expect(await actions(me.user.id)).toEqual(['profile_updated']);
  });
});
