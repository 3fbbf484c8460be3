import bn from '../../../public/locales/bn/translation.json';
import en from '../../../public/locales/en/translation.json';
import { lastUsedAccounts, maskedNumber, submissionSignature } from '../../../src/client/features/withdraw/payout-account';
import { checkAccount, checkAmount, checkPassword, type AccountValues } from '../../../src/client/features/withdraw/withdraw-rules';
import { BANK_ACCOUNT, withdrawalFixture } from './withdraw-fixtures';

/** Every leaf key under `node`, dotted. */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}
const lookup = (root: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], root);

const EMPTY: AccountValues = { method: '', bankName: '', branch: '', accountName: '', accountNumber: '', routingNumber: '', number: '' };

describe('withdraw rules: the shared schema, with translation keys for messages', () => {
  test.each([
    ['', 'withdraw.errors.amount.required'],
    ['   ', 'withdraw.errors.amount.required'],
    ['abc', 'common.amountErrors.format'],
    ['1e3', 'common.amountErrors.format'],
    ['1,0,0', 'common.amountErrors.format'],
    ['1.234', 'common.amountErrors.decimals'],
    ['0', 'common.amountErrors.notPositive'],
    ['0.00', 'common.amountErrors.notPositive'],
    ['-1', 'common.amountErrors.notPositive'],
    ['100000000.01', 'withdraw.errors.amount.tooLarge'],
    ['5000.01', 'withdraw.errors.amount.moreThanBalance'],
  ])('amount "%s" → %s', (text, key) => {
    expect(checkAmount(text, 5000)).toEqual({ amount: null, error: key });
  });

  test.each([
    ['1,00,000', 100000],
    ['১,০০,০০০', 100000],
    ['50000 টাকা', 50000],
    ['৳5,000', 5000],
    ['Tk 1,500.50', 1500.5],
    ['100000', 100000],
  ])('amount "%s" is %d', (text, amount) => {
    expect(checkAmount(text, 100000)).toEqual({ amount, error: null });
  });

  test('a wallet takes only its number, read from Bengali digits and trimmed', () => {
    expect(checkAccount({ ...EMPTY, method: 'rocket', number: ' ০১৯১২৩৪৫৬৭৮ ', bankName: 'ignored' })).toEqual({
      method: 'rocket',
      account: { number: '01912345678' },
      errors: null,
    });
  });

  test('a wallet number in the +880 or 880 form is read as the 11-digit local number', () => {
    for (const number of ['+8801912345678', '8801912345678', '+880 1912 345678']) {
      expect(checkAccount({ ...EMPTY, method: 'bkash', number })).toEqual({ method: 'bkash', account: { number: '01912345678' }, errors: null });
    }
    expect(checkAccount({ ...EMPTY, method: 'bkash', number: '+88019123456' }).errors).toEqual({ number: 'withdraw.errors.number.matches' });
  });

  test('a bank account takes the five bank fields', () => {
    expect(checkAccount({ ...EMPTY, ...BANK_ACCOUNT, method: 'bank', number: '017' })).toEqual({ method: 'bank', account: BANK_ACCOUNT, errors: null });
  });

  test('every refused field gets its own key', () => {
    expect(checkAccount(EMPTY).errors).toEqual({ method: 'withdraw.errors.method.required' });
    expect(checkAccount({ ...EMPTY, method: 'bank' }).errors).toEqual({
      bankName: 'withdraw.errors.bankName.required',
      branch: 'withdraw.errors.branch.required',
      accountName: 'withdraw.errors.accountName.required',
      accountNumber: 'withdraw.errors.accountNumber.required',
      routingNumber: 'withdraw.errors.routingNumber.required',
    });
    expect(checkAccount({ ...EMPTY, method: 'nagad', number: '02712345678' }).errors).toEqual({ number: 'withdraw.errors.number.matches' });
    expect(checkAccount({ ...EMPTY, method: 'bkash' }).errors).toEqual({ number: 'withdraw.errors.number.required' });
  });

  test('the password is required and at most 128 characters', () => {
    expect(checkPassword('')).toBe('withdraw.errors.password.required');
    expect(checkPassword('x'.repeat(129))).toBe('withdraw.errors.password.max');
    expect(checkPassword('x'.repeat(128))).toBeNull();
  });

  test('every key the rules can give, and every withdraw text, exists in English and Bengali', () => {
    const english = keys(en.withdraw, 'withdraw');
    expect(keys(bn.withdraw, 'withdraw').sort()).toEqual([...english].sort());
    const ruleKeys = [
      ...['required', 'tooLarge', 'moreThanBalance'].map((rule) => `withdraw.errors.amount.${rule}`),
      // The format, decimals and zero messages are every amount field's.
      ...['format', 'decimals', 'notPositive'].map((rule) => `common.amountErrors.${rule}`),
      'withdraw.errors.method.required',
      ...['bankName', 'branch', 'accountName'].flatMap((field) => [`withdraw.errors.${field}.required`, `withdraw.errors.${field}.max`]),
      'withdraw.errors.accountNumber.required',
      'withdraw.errors.accountNumber.max',
      'withdraw.errors.accountNumber.matches',
      'withdraw.errors.routingNumber.required',
      'withdraw.errors.routingNumber.matches',
      'withdraw.errors.number.required',
      'withdraw.errors.number.matches',
      'withdraw.errors.password.required',
      'withdraw.errors.password.max',
    ];
    for (const key of ruleKeys) {
      expect([key, typeof lookup(en, key)]).toEqual([key, 'string']);
      expect([key, typeof lookup(bn, key)]).toEqual([key, 'string']);
    }
    // Bengali texts carry no ASCII digits, except the example phone number (phone numbers stay Latin).
    const bengali = keys(bn.withdraw, 'withdraw').map((key) => String(lookup(bn, key)).replace(/01712345678|\b01\b/g, ''));
    expect(bengali.filter((text) => /[0-9]/.test(text))).toEqual([]);
  });
});

describe('payout accounts', () => {
  test('only the last 4 digits are shown in lists', () => {
    expect(maskedNumber({ number: '01712345678' })).toBe('••••\u00a05678');
    expect(maskedNumber({ ...BANK_ACCOUNT, accountNumber: '105-110-0012 345' })).toBe('••••\u00a02345');
  });

  test('the newest details per method, whatever order the list came in', () => {
    const lastUsed = lastUsedAccounts([
      withdrawalFixture({ method: 'bkash', account: { number: '01700000001' }, createdAt: '2026-01-01T00:00:00.000Z' }),
      withdrawalFixture({ method: 'bkash', account: { number: '01700000002' }, createdAt: '2026-02-01T00:00:00.000Z' }),
      withdrawalFixture({ method: 'bank', account: BANK_ACCOUNT, createdAt: '2025-12-01T00:00:00.000Z' }),
    ]);
    expect(lastUsed).toEqual({ bkash: { number: '01700000002' }, bank: BANK_ACCOUNT });
  });

  test('the same submission has the same signature; any change makes another', () => {
    const base = submissionSignature(5000, 'bkash', { number: '01712345678' });
    expect(submissionSignature(5000, 'bkash', { number: '01712345678' })).toBe(base);
    expect(submissionSignature(5000.01, 'bkash', { number: '01712345678' })).not.toBe(base);
    expect(submissionSignature(5000, 'nagad', { number: '01712345678' })).not.toBe(base);
    expect(submissionSignature(5000, 'bkash', { number: '01712345679' })).not.toBe(base);
  });
});
