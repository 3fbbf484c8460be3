import fs from 'node:fs';
import path from 'node:path';
import { noticeMail } from '../../src/server/notifications/notice-kinds';
import { escapeHtml, passwordResetMail, signUpAttemptMail, verificationCodeMail } from '../../src/server/services/mail/templates';
import { client, MESSAGES, uniqueEmail } from './helpers/auth-api';
import { codeFrom } from './helpers/smtp-sink';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';

notePostgresSkip();

/** Waits for the first .eml in the outbox; mail leaves after the answer. */
async function firstOutboxFile(dir: string, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    if (files[0]) return path.join(dir, files[0]);
    if (Date.now() > deadline) throw new Error(`No .eml in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(databaseKinds)('mail outbox without SMTP_URL on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  test('the sign-up code is written to DATA_DIR/mail as an .eml file, and it verifies the account', async () => {
    const api = client(ctx.app);
    const email = uniqueEmail('outbox');
    const res = await api.post('/api/auth/signup', { customId: 'iv42', fullname: 'Outbox Reader', email, password: 'outbox password' });
    expect([res.statusCode, res.json()]).toEqual([201, MESSAGES.signedUp]);

    const file = await firstOutboxFile(path.join(ctx.config.dataDir, 'mail'));
    const raw = fs.readFileSync(file);
    expect(raw.toString('utf8')).toContain(`To: ${email}`);
    const { default: PostalMime } = await import('postal-mime');
    const parsed = await PostalMime.parse(raw);
    expect(parsed.subject).toBe('Your Halal Invest verification code');
    const code = codeFrom({ to: [email], subject: parsed.subject ?? '', text: parsed.text ?? '', html: parsed.html ?? '' });
    expect(raw.toString('utf8')).toContain(code);

    expect((await api.post('/api/auth/verify-otp', { email, otp: code })).json()).toEqual(MESSAGES.verified);
  });
});

describe('account mail templates', () => {
  const en = { email: 'amina@example.com', fullname: 'Amina <script>alert(1)</script> & Co', language: 'en' };
  const bn = { ...en, fullname: 'রহিম "উদ্দিন"', language: 'bn' };

  test('the English code mail, in full, greets without the (unproved) name', () => {
    const mail = verificationCodeMail({ email: en.email, language: 'en' }, '042917');
    expect(mail.to).toBe('amina@example.com');
    expect(mail.subject).toBe('Your Halal Invest verification code');
    expect(mail.text).toBe(
      [
        'Hello,',
        'Your verification code is:',
        '042917',
        'Enter it on the sign-up page to finish creating your account. The code is valid for 10 minutes.',
        'If you did not sign up for Halal Invest, you can ignore this email.',
        'Halal Invest',
      ].join('\n\n') + '\n',
    );
  });

  test('the Bengali code mail shows the code in ASCII and Bengali digits', () => {
    const mail = verificationCodeMail(bn, '042917');
    expect(mail.subject).toBe('আপনার হালাল ইনভেস্ট যাচাইকরণ কোড');
    expect(mail.text).toContain('প্রিয় গ্রাহক,');
    expect(mail.text).not.toContain('রহিম');
    expect(mail.text).toContain('042917 (০৪২৯১৭)');
    expect(mail.html).toContain('<html lang="bn">');
  });

  const origin = 'https://invest.example.com';
  const link = `${origin}/resetpassword?email=amina%40example.com&token=tok_en-1`;
  const unnamed = [
    ['code', (r: typeof en) => verificationCodeMail(r, '123456')],
    ['sign-up attempt', (r: typeof en) => signUpAttemptMail(r, origin)],
  ] as const;

  test.each(unnamed)('the %s mail exists in both languages and never carries the name, even when given a full row', (_name, build) => {
    const english = build(en);
    const bengali = build(bn);
    expect(english.subject).not.toBe(bengali.subject);
    expect(bengali.text).toMatch(/[\u0980-\u09FF]{10}/);
    expect(english.text.startsWith('Hello,\n\n')).toBe(true);
    expect(bengali.text.startsWith('প্রিয় গ্রাহক,\n\n')).toBe(true);
    for (const mail of [english, bengali]) {
      expect(mail.text).not.toContain('Amina');
      expect(mail.text).not.toContain('উদ্দিন');
      expect(mail.html).not.toContain('Amina');
    }
  });

  const builders = [
    ['reset link', (r: typeof en) => passwordResetMail(r, link, '04291735')],
    ['password changed', (r: typeof en) => noticeMail(r, 'password_changed', { origin })],
  ] as const;

  test.each(builders)('the %s mail exists in both languages and escapes the name in HTML', (_name, build) => {
    const english = build(en);
    const bengali = build(bn);
    expect(english.subject).not.toBe(bengali.subject);
    expect(bengali.subject).toMatch(/[\u0980-\u09FF]/);
    expect(bengali.text).toMatch(/[\u0980-\u09FF]{10}/);
    for (const mail of [english, bengali]) {
      expect(mail.to).toBe(en.email);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('"উদ্দিন"');
    }
    expect(english.text).toContain('Hello Amina <script>alert(1)</script> & Co,');
    expect(english.html).toContain(`Hello ${escapeHtml(en.fullname)},`);
    expect(escapeHtml(en.fullname)).toBe('Amina &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
  });

  test('the reset mail carries the link (as a link in HTML) and the 8-digit reset code (issue 18)', () => {
    for (const recipient of [en, bn]) {
      const mail = passwordResetMail(recipient, link, '04291735');
      expect(mail.text).toContain(`\n\n${link}\n\n`);
      expect(mail.html).toContain(`<a href="${escapeHtml(link)}">`);
      expect(mail.html).toContain('<strong>04291735</strong>');
    }
    const english = passwordResetMail(en, link, '04291735').text;
    expect(english).toContain('If the link does not work, enter this reset code on the reset page:\n\n04291735\n\n');
    const bengali = passwordResetMail(bn, link, '04291735').text;
    // GLOSSARY-BN.md: the fallback line, the code in both digit sets, and never "রিসেট টোকেন".
    expect(bengali).toContain('লিংকে কাজ না হলে নিচের কোডটি বসান');
    expect(bengali).toContain('04291735 (০৪২৯১৭৩৫)');
    expect(bengali).toContain('৩০ মিনিট');
    expect(bengali).not.toContain('টোকেন');
  });
});
