import { client, MESSAGES, uniqueEmail } from './helpers/auth-api';
import type { ReceivedMail } from './helpers/smtp-sink';
import { useTestApp } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser } from './helpers/users';

notePostgresSkip();

/** Whatever an attacker types as a name: text and a URL the platform would otherwise sign. */
const ATTACKER_NAME = 'Visit https://evil.example now';

function expectNoAttackerText(mail: ReceivedMail) {
  for (const part of [mail.subject, mail.text, mail.html]) {
    expect(part).not.toContain('evil.example');
    expect(part).not.toContain('Visit');
  }
}

/** Issue 14: mails to addresses nobody has proved carry no text from the sign-up form. */
describe.each(databaseKinds)('sign-up mails on %s', (kind) => {
  const { ctx, sink } = useTestApp(kind, { mail: true, shared: true, env: { PUBLIC_URL: 'https://invest.example.com' } });

  const signUp = (email: string, language = 'en') =>
    client(ctx.app).post('/api/auth/signup', { customId: 'iv7', fullname: ATTACKER_NAME, email, password: 'long enough password', language });

  test.each(['en', 'bn'])('the verification-code mail of a new sign-up (%s) greets without the typed name', async (language) => {
    const email = uniqueEmail('signup-name');
    const res = await signUp(email, language);
    expect([res.statusCode, res.json()]).toEqual([201, MESSAGES.signedUp]);
    const mail = await sink.nextMail(email);
    expectNoAttackerText(mail);
    expect(mail.text.startsWith(language === 'bn' ? 'প্রিয় গ্রাহক,' : 'Hello,')).toBe(true);
  });

  test('the code sent again (resend, and a repeated sign-up of the unverified address) carries no name either', async () => {
    const email = uniqueEmail('resend-name');
    await signUp(email);
    expectNoAttackerText(await sink.nextMail(email));
    expect((await client(ctx.app).post('/api/auth/resend-otp', { email })).json()).toEqual(MESSAGES.codeResent);
    expectNoAttackerText(await sink.nextMail(email));
    await signUp(email);
    expectNoAttackerText(await sink.nextMail(email));
  });

  test('"someone tried to sign up" carries neither the typed name nor a URL from the request', async () => {
    const owner = await createTestUser(ctx.database.db, { email: uniqueEmail('owner') });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { customId: 'iv8', fullname: ATTACKER_NAME, email: owner.user.email, password: 'long enough password' },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect([res.statusCode, res.json()]).toEqual([201, MESSAGES.signedUp]);
    const mail = await sink.nextMail(owner.user.email);
    expect(mail.subject).toBe('Someone tried to sign up with your email');
    expectNoAttackerText(mail);
    expect(mail.text).toContain('https://invest.example.com/signin');
  });
});
