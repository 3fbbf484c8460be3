import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { NotificationPreferences } from '../../src/shared/notification-types';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../src/shared/notification-types';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { insertPendingDeposit } from './helpers/deposit-fixture';
import { databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';
import type { TestUser } from './helpers/users';

notePostgresSkip();

const PHONE = '01711-234567';
const NUMBER = '+8801711234567';

interface SmsFile {
  to: string;
  segments: number;
  encoding: string;
  text: string;
}

/** The SMS files written so far, oldest first, once at least `count` are there (the outbox sends after the commit). */
async function smsFiles(ctx: TestContext, count: number): Promise<SmsFile[]> {
  const folder = path.join(ctx.config.dataDir, 'sms');
  for (let waited = 0; ; waited += 25) {
    const names = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith('.txt')) : [];
    if (names.length >= count || waited > 5000) {
      return names.sort().map((name) => {
        const [head = '', text = ''] = fs.readFileSync(path.join(folder, name), 'utf8').split('\n\n');
        const to = /^To: (.+)$/m.exec(head)?.[1] ?? '';
        const size = /^Segments: (\d+) \(([^,]+),/m.exec(head);
        return { to, segments: Number(size?.[1]), encoding: size?.[2] ?? '', text: text.trim() };
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const codeIn = (sms: SmsFile | undefined) => /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';

describe.each(databaseKinds)('phone check and SMS on %s', (kind) => {
  const { ctx, sink, admin, investors } = useAdminAndInvestor(kind, { mail: true, investors: [{ phone: PHONE }, { phone: '০১৮১৯ ৮৭৬৫৪৩', language: 'bn' }, {}] });
  const [investor, bengali, phoneless] = investors;

  const post = (user: TestUser, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url, headers: user.headers, ...(payload ? { payload } : {}) });
  const putPreferences = (user: TestUser, payload: unknown) =>
    ctx.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: user.headers, payload: payload as object });

  async function checkPhone(user: TestUser, files: number): Promise<void> {
    expect((await post(user, '/api/auth/phone/send-code')).statusCode).toBe(200);
    const res = await post(user, '/api/auth/phone/verify', { code: codeIn((await smsFiles(ctx, files)).at(-1)) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.phoneVerified).toBe(true);
  }

  test('a code by SMS checks the phone once; a wrong code counts down and changes nothing', async () => {
    const sent = await post(investor, '/api/auth/phone/send-code');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'We sent a 6-digit code by SMS to your phone.', sentTo: '+880171•••567' });
    const [sms] = await smsFiles(ctx, 1);
    expect(sms).toMatchObject({ to: NUMBER, segments: 1, encoding: 'GSM-7' });
    expect(sms?.text).toMatch(/^Halal Invest: your phone check code is \d{6}\. It works for 10 minutes\./);
    const code = codeIn(sms);
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await post(investor, '/api/auth/phone/verify', { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'OTP_INVALID', message: 'That code is not correct. You have 4 tries left.' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: investor.headers });
    expect(me.json().user.phoneVerified).toBe(false);

    const checked = await post(investor, '/api/auth/phone/verify', { code });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().user).toMatchObject({ phone: PHONE, phoneVerified: true });
    // A code works once; a checked phone needs no second code.
    expect((await post(investor, '/api/auth/phone/verify', { code })).json().code).toBe('OTP_EXPIRED');
    expect((await post(investor, '/api/auth/phone/send-code')).json().code).toBe('PHONE_ALREADY_CHECKED');
    // The check is in the investor's own security events.
    const events = await ctx.app.inject({ method: 'GET', url: '/api/auth/security-events', headers: investor.headers });
    expect(events.json().events.map((e: { action: string }) => e.action)).toContain('phone_verified');
  });

  test('the code SMS is in Bengali for a Bengali reader, in UCS-2 and one segment, to a number typed in Bengali digits', async () => {
    expect((await post(bengali, '/api/auth/phone/send-code')).json().sentTo).toBe('+880181•••543');
    const [sms] = await smsFiles(ctx, 1);
    expect(sms).toMatchObject({ to: '+8801819876543', segments: 1, encoding: 'UCS-2' });
    expect(sms?.text).toContain('ফোন যাচাইয়ের কোড');
  });

  test('a new phone number is unchecked until a code reaches it, and a code sent to the old number does not check it', async () => {
    await checkPhone(investor, 1);
    expect((await post(investor, '/api/auth/phone/send-code')).statusCode).toBe(409);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/update',
      headers: investor.headers,
      payload: { fullname: investor.user.fullname, email: investor.user.email, phone: '01911 000111' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().user.phoneVerified).toBe(false);

    expect((await post(investor, '/api/auth/phone/send-code')).statusCode).toBe(200);
    const code = codeIn((await smsFiles(ctx, 2)).at(-1));
    // The profile goes back to the first number before the code is typed: that code was for the other one.
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/update',
      headers: investor.headers,
      payload: { fullname: investor.user.fullname, email: investor.user.email, phone: '01511 000222' },
    });
    const res = await post(investor, '/api/auth/phone/verify', { code });
    expect(res.json().code).toBe('OTP_EXPIRED');
    const row = await ctx.database.db.selectFrom('users').select('phone_verified').where('id', '=', investor.user.id).executeTakeFirstOrThrow();
    expect(row.phone_verified).toBe(NUMBER);
  });

  test('no phone, or one no SMS can reach, gets a clear refusal and no SMS', async () => {
    expect((await post(phoneless, '/api/auth/phone/send-code')).json()).toMatchObject({ code: 'PHONE_MISSING', message: 'Add your mobile number to your profile first.' });
    await ctx.database.db.updateTable('users').set({ phone: '02-9876543' }).where('id', '=', phoneless.user.id).execute();
    expect((await post(phoneless, '/api/auth/phone/send-code')).json().code).toBe('PHONE_NOT_MOBILE');
    const rows = await ctx.database.db.selectFrom('outbox').select('id').where('channel', '=', 'sms').execute();
    expect(rows).toHaveLength(0);
  });

  test('preferences: defaults, saved choices, and money and security always reach the person', async () => {
    const read = await ctx.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: investor.headers });
    expect(read.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    const bothOff: NotificationPreferences = { email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, money: false }, sms: { ...DEFAULT_NOTIFICATION_PREFERENCES.sms, money: false } };
    const refused = await putPreferences(investor, bothOff);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Money and security notices must stay on by email or by SMS.');

    const smsOnly: NotificationPreferences = {
      email: { money: false, security: false, projectUpdates: false, promotions: true },
      sms: { money: true, security: true, projectUpdates: false, promotions: false },
    };
    // SMS cannot carry them before the phone is checked.
    expect((await putPreferences(investor, smsOnly)).json().code).toBe('PHONE_NOT_CHECKED');
    expect((await putPreferences(investor, { ...smsOnly, push: {} })).statusCode).toBe(400);
    expect((await putPreferences(investor, { email: { ...smsOnly.email, money: 'yes' }, sms: smsOnly.sms })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: investor.headers })).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    await checkPhone(investor, 1);
    const saved = await putPreferences(investor, smsOnly);
    expect(saved.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: investor.headers })).json()).toEqual(smsOnly);
  });

  test('a deposit approval goes by the chosen channels: SMS only, or mail and SMS, in the reader language, within two segments', async () => {
    await checkPhone(investor, 1);
    await checkPhone(bengali, 2);
    const smsOnly: NotificationPreferences = { email: { money: false, security: true, projectUpdates: true, promotions: false }, sms: DEFAULT_NOTIFICATION_PREFERENCES.sms };
    expect((await putPreferences(investor, smsOnly)).statusCode).toBe(200);

    const big = await insertPendingDeposit(ctx.database.db, investor.user.id, 12_345_678_950);
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/deposit/${big}`, headers: admin.headers, payload: { status: 'approved' } })).statusCode).toBe(200);
    const small = await insertPendingDeposit(ctx.database.db, bengali.user.id, 150_000);
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/deposit/${small}`, headers: admin.headers, payload: { status: 'approved' } })).statusCode).toBe(200);

    const files = await smsFiles(ctx, 4);
    const english = files.find((sms) => sms.to === NUMBER && sms.text.includes('approved'));
    expect(english?.text).toBe(`Your deposit of Tk 12,34,56,789.50 (DEP-${big.slice(0, 8).toUpperCase()}) was approved. Available balance: Tk 12,34,56,789.50.`);
    expect(english).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    const bn = files.find((sms) => sms.to === '+8801819876543' && sms.text.includes('অনুমোদিত'));
    expect(bn?.text).toContain('১,৫০০ টাকা');
    expect(bn?.encoding).toBe('UCS-2');
    expect(bn?.segments).toBeLessThanOrEqual(2);

    // The Bengali reader kept mail on; the English one chose SMS only, so no approval mail waits for them.
    await sink.nextMail(bengali.user.email);
    const mails = await ctx.database.db.selectFrom('outbox').select('dedupe_key').where('channel', '=', 'email').where('user_id', '=', investor.user.id).execute();
    expect(mails.filter((m) => m.dedupe_key.startsWith('deposit-decision'))).toEqual([]);
    // The inbox has it whatever the channels.
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: investor.headers });
    expect(inbox.json().notifications[0].kind).toBe('deposit_decision');
  });
});

describe.each(databaseKinds)('an SMS gateway on %s', (kind) => {
  const received: URL[] = [];
  let answer = 200;
  const gateway = http.createServer((req, res) => {
    received.push(new URL(req.url ?? '/', 'http://gateway'));
    res.writeHead(answer, { 'content-type': 'application/json' }).end(answer === 200 ? '{"response_code":202}' : '{"error":"busy"}');
  });
  beforeAll(async () => new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve)));
  afterAll(async () => new Promise<void>((resolve) => gateway.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
    answer = 200;
  });
  const port = () => (gateway.address() as AddressInfo).port;
  const { ctx, investors } = useAdminAndInvestor(kind, {
    investors: [{ phone: PHONE, language: 'bn' }],
    get env() {
      return {
        SMS_URL: `http://127.0.0.1:${port()}/api/smsapi?api_key={apiKey}&senderid={senderId}&number={to}&message={text}`,
        SMS_API_KEY: 'k3y',
        SMS_SENDER_ID: 'HalalInv',
        OUTBOX_RETRY_SECONDS: '1',
      };
    },
  });
  const [investor] = investors;

  async function requests(count: number): Promise<URL[]> {
    for (let waited = 0; received.length < count && waited < 5000; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
    return [...received];
  }

  test('the code goes to the gateway with the key, sender id, number and Bengali text filled in', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/phone/send-code', headers: investor.headers })).statusCode).toBe(200);
    const [url] = await requests(1);
    expect(url?.pathname).toBe('/api/smsapi');
    expect(Object.fromEntries(url?.searchParams ?? [])).toMatchObject({ api_key: 'k3y', senderid: 'HalalInv', number: '8801711234567' });
    expect(url?.searchParams.get('message')).toContain('ফোন যাচাইয়ের');
    expect(fs.existsSync(path.join(ctx.config.dataDir, 'sms'))).toBe(false);
  });

  test('a gateway that refuses is tried again, and the code is not kept in the outbox once sent', async () => {
    answer = 503;
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/phone/send-code', headers: investor.headers })).statusCode).toBe(200);
    await requests(1);
    await ctx.app.outbox.idle();
    let row = await ctx.database.db.selectFrom('outbox').selectAll().where('channel', '=', 'sms').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, subject: 'ফোন যাচাইয়ের কোড' });
    expect(row.last_error).toContain('SMS gateway answered 503');
    answer = 200;
    await requests(2);
    await ctx.app.outbox.idle();
    for (let waited = 0; row.status !== 'sent' && waited < 3000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      row = await ctx.database.db.selectFrom('outbox').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    }
    expect(row).toMatchObject({ status: 'sent', payload: '{}' });
    expect(received).toHaveLength(2);
  });
});
