import type { Language } from '../../src/shared/constants';
import { noticeSms, phoneCodeSms } from '../../src/server/notifications/sms/notice-sms';
import { MAX_SMS_SEGMENTS, smsSize } from '../../src/server/notifications/sms/sms-size';
import { checkedPhone, smsNumber } from '../../src/server/notifications/sms/sms-number';
import { gatewayUrl } from '../../src/server/notifications/sms/sms-sender';
import type { WithdrawalNews } from '../../src/server/services/mail/withdrawal-mail';

const LANGUAGES: Language[] = ['en', 'bn'];
/** The largest amounts a person may move, so every figure is as long as it gets. */
const HUGE = 99_999_999_999_99;
const ID = 'f'.repeat(24);

const withdrawal = (overrides: Partial<WithdrawalNews>): WithdrawalNews => ({
  step: 'paid',
  withdrawalId: ID,
  amount: HUGE,
  method: 'bank',
  account: { bankName: 'B'.repeat(120), branch: 'Gulshan', accountName: 'Rahim Uddin', accountNumber: '1234-5678-9012-3456', routingNumber: '123456789' },
  hold: null,
  paymentReference: 'R'.repeat(100),
  remarks: 'r'.repeat(500),
  availableBalance: HUGE,
  ...overrides,
});

/** Every SMS a notice can send, with the longest figures each can carry. */
const longest = (language: Language) => [
  noticeSms('deposit_received', { depositId: ID, amount: HUGE }, language),
  noticeSms('deposit_decision', { depositId: ID, status: 'approved', amount: HUGE, availableBalance: HUGE, remarks: null }, language),
  noticeSms('deposit_decision', { depositId: ID, status: 'rejected', amount: HUGE, availableBalance: HUGE, remarks: 'r'.repeat(500) }, language),
  noticeSms('withdrawal_step', withdrawal({ step: 'requested' }), language),
  noticeSms('withdrawal_step', withdrawal({}), language),
  noticeSms('withdrawal_step', withdrawal({ method: 'bkash', account: { number: '01711234567' }, paymentReference: 'TRX9AB12CD3EF4GH5IJ6KL7M' }), language),
  noticeSms('withdrawal_step', withdrawal({ step: 'rejected' }), language),
  noticeSms('password_changed', { origin: 'https://invest.example.com' }, language),
  noticeSms('two_factor_enabled', { at: '2026-11-29T10:00:00.000Z' }, language),
  noticeSms('email_changed', { newEmail: 'x@example.com', at: '2026-11-29T10:00:00.000Z' }, language),
  phoneCodeSms('123456', language),
];

describe('SMS texts', () => {
  test.each(LANGUAGES)('every SMS fits two segments in %s, with the longest figures', (language) => {
    for (const text of longest(language)) {
      expect(text).not.toBeNull();
      const size = smsSize(text as string);
      // The text rides along, so a failure names the SMS that grew too long.
      expect({ text, fits: size.segments <= MAX_SMS_SEGMENTS }).toEqual({ text, fits: true });
      expect(size.encoding).toBe(language === 'en' ? 'GSM-7' : 'UCS-2');
    }
  });

  test('the phone code fits one segment in both languages', () => {
    for (const language of LANGUAGES) expect(smsSize(phoneCodeSms('123456', language)).segments).toBe(1);
  });

  test('segments are counted as gateways bill them: 160 or 153 GSM-7 characters, 70 or 67 UCS-2', () => {
    expect(smsSize('a'.repeat(160))).toMatchObject({ segments: 1, encoding: 'GSM-7' });
    expect(smsSize('a'.repeat(161)).segments).toBe(2);
    expect(smsSize('ক'.repeat(70))).toMatchObject({ segments: 1, encoding: 'UCS-2' });
    expect(smsSize('ক'.repeat(71)).segments).toBe(2);
    expect(smsSize('ক'.repeat(134)).segments).toBe(2);
    expect(smsSize('ক'.repeat(135)).segments).toBe(3);
    // One ৳ turns English into UCS-2: the English texts write Tk.
    expect(smsSize('Paid ৳500').encoding).toBe('UCS-2');
  });

  test('a withdrawal cancelled by the investor, and notices about distributions, send no SMS', () => {
    expect(noticeSms('withdrawal_step', withdrawal({ step: 'cancelled' }), 'en')).toBeNull();
    expect(noticeSms('capital_returned', {} as never, 'bn')).toBeNull();
  });

  test('the English texts say the amount in Tk and the Bengali ones in টাকা with Bengali digits', () => {
    const paid = withdrawal({ amount: 150_050, method: 'nagad', account: { number: '01811234567' }, paymentReference: '9AB12CD3' });
    expect(noticeSms('withdrawal_step', paid, 'en')).toBe('Your withdrawal of Tk 1,500.50 (WDR-FFFFFFFF) was paid to Nagad 018*****567. Transaction ID 9AB12CD3.');
    expect(noticeSms('withdrawal_step', paid, 'bn')).toBe('আপনার ১,৫০০.৫০ টাকা (WDR-FFFFFFFF) নগদ 018*****567-এ পাঠানো হয়েছে। লেনদেন আইডি 9AB12CD3।');
  });
});

describe('SMS numbers', () => {
  test.each([
    ['01711-234567', '+8801711234567'],
    ['+880 1711 234567', '+8801711234567'],
    ['8801711234567', '+8801711234567'],
    ['০১৭১১ ২৩৪৫৬৭', '+8801711234567'],
    ['(017) 1123-4567', '+8801711234567'],
    ['+44 7911 123456', '+447911123456'],
    ['02-9876543', null],
    ['01211234567', null],
    ['+8802123456789', null],
    ['', null],
  ])('%s → %s', (phone, number) => {
    expect(smsNumber(phone)).toBe(number);
  });

  test('a phone counts as checked only while the profile names the number the code reached', () => {
    expect(checkedPhone({ phone: '01711-234567', phone_verified: '+8801711234567' })).toBe('+8801711234567');
    expect(checkedPhone({ phone: '01911-234567', phone_verified: '+8801711234567' })).toBeNull();
    expect(checkedPhone({ phone: '01711-234567', phone_verified: null })).toBeNull();
  });

  test('the gateway URL gets every placeholder URL-encoded, and the number without its +', () => {
    const url = gatewayUrl(
      'https://gw.example/send?key={apiKey}&from={senderId}&to={to}&msg={text}',
      { to: '+8801711234567', text: 'কোড 12 & ok' },
      { apiKey: 'a/b', senderId: null },
    );
    const parsed = new URL(url);
    expect(Object.fromEntries(parsed.searchParams)).toEqual({ key: 'a/b', from: '', to: '8801711234567', msg: 'কোড 12 & ok' });
  });
});
