import countries from '../../../public/data/countries.json';
import { countryName, FALLBACK_COUNTRY, isCountry, localizeCountries } from '../../../src/client/features/sign-up/countries';
import { newCustomerId } from '../../../src/client/features/sign-up/customer-id';
import { phoneWithPrefix } from '../../../src/client/features/sign-up/phone-number';
import { readFailure, serverText } from '../../../src/client/features/sign-up/server-failure';
import { isCodeEntryPath } from '../../../src/client/features/sign-up/use-step-route';
import { makeTestI18n } from '../test-utils';

describe('customer id', () => {
  test("'iv' and an integer under 100000, from 0 up to 99999", () => {
    expect(newCustomerId(() => 0)).toBe('iv0');
    expect(newCustomerId(() => 0.123456)).toBe('iv12345');
    expect(newCustomerId(() => 0.9999999)).toBe('iv99999');
    for (let i = 0; i < 200; i += 1) expect(newCustomerId()).toMatch(/^iv\d{1,5}$/);
  });
});

describe('phone with its country prefix', () => {
  test.each([
    ['+880', '01712345678', '+8801712345678'],
    ['+880', '1712-345 678', '+8801712345678'],
    ['+880', '০১৭১২৩৪৫৬৭৮', '+8801712345678'],
    ['+966', '0512345678', '+966512345678'],
    ['+44', '+44 7700 900123', '+447700900123'],
    ['+880', '0044 7700 900123', '+447700900123'],
    ['+1', '(212) 555-0123', '+12125550123'],
  ])('%s and %p give %p', (prefix, typed, expected) => {
    expect(phoneWithPrefix(prefix, typed)).toBe(expected);
  });

  test.each(['', '   ', 'abc', '12', '1'.repeat(30)])('%p, which the server would refuse, is left out', (typed) => {
    expect(phoneWithPrefix('+880', typed)).toBeNull();
  });
});

describe('countries', () => {
  test('the fallback is Bangladesh as in the file', () => {
    expect(countries.find((c) => c.code === 'bd')).toEqual(FALLBACK_COUNTRY);
  });

  test('entries are checked for shape', () => {
    expect(isCountry(FALLBACK_COUNTRY)).toBe(true);
    expect(isCountry({ ...FALLBACK_COUNTRY, code: 'BD' })).toBe(false);
    expect(isCountry({ ...FALLBACK_COUNTRY, phonePrefix: '880' })).toBe(false);
    expect(isCountry({ code: 'bd', name: 'Bangladesh' })).toBe(false);
    expect(isCountry(null)).toBe(false);
  });

  test("English: the file's names in English order", () => {
    const shown = localizeCountries(countries, 'en');
    expect(shown).toHaveLength(countries.length);
    expect(shown.slice(0, 3).map((c) => c.label)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(shown.every((c) => c.label === c.name)).toBe(true);
  });

  test('Bengali: region names from Intl.DisplayNames, in Bengali order, English where none is known', () => {
    const shown = localizeCountries(countries, 'bn');
    expect(shown.find((c) => c.code === 'bd')?.label).toBe('বাংলাদেশ');
    expect(shown.find((c) => c.code === 'in')?.label).toBe('ভারত');
    const labels = shown.map((c) => c.label);
    expect([...labels].sort(new Intl.Collator('bn').compare)).toEqual(labels);
    const unknown = { code: 'aa', name: 'Nowhere', flag: '', phonePrefix: '+0' };
    expect(countryName(unknown, new Intl.DisplayNames(['bn'], { type: 'region', fallback: 'none' }))).toBe('Nowhere');
  });
});

describe('server failures', () => {
  test('read from RTK Query errors', () => {
    expect(readFailure({ status: 400, data: { message: 'Bad', code: 'VALIDATION_FAILED' } })).toEqual({ status: 400, message: 'Bad', code: 'VALIDATION_FAILED' });
    expect(readFailure({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual({ status: 'network', message: null, code: null });
    expect(readFailure({ status: 429, data: 'Too Many Requests' })).toEqual({ status: 429, message: null, code: 'RATE_LIMITED' });
    expect(readFailure({ status: 500, data: { message: '   ' } })).toEqual({ status: 500, message: null, code: null });
    expect(readFailure(new Error('boom'))).toEqual({ status: null, message: null, code: null });
  });

  test('English shows the server message; Bengali a translated known code, else the message', async () => {
    const en = await makeTestI18n('en');
    const bn = await makeTestI18n('bn');
    const expired = { status: 400, message: 'This code has expired. Ask for a new code.', code: 'OTP_EXPIRED' } as const;
    expect(serverText(expired, en.t, en)).toBe('This code has expired. Ask for a new code.');
    expect(serverText(expired, bn.t, bn)).toBe('কোডটির মেয়াদ শেষ হয়ে গেছে। নতুন কোড চেয়ে নিন।');
    const unknown = { status: 400, message: 'Something odd', code: 'SOMETHING_ODD' } as const;
    expect(serverText(unknown, bn.t, bn)).toBe('Something odd');
    expect(serverText({ status: 429, message: null, code: 'RATE_LIMITED' }, en.t, en)).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(serverText({ status: 500, message: null, code: null }, en.t, en)).toBeNull();
    expect(serverText({ status: 'network', message: null, code: null }, bn.t, bn)).toBe('নেটওয়ার্ক সমস্যা। আবার চেষ্টা করুন।');
  });
});

describe('code-entry paths', () => {
  test.each([
    ['/signup/verify/otp', true],
    ['/signup/verify/OTP', true],
    ['/signup/verify', true],
    ['/signup/verify/', true],
    ['/signup', false],
    ['/signup/verify/other', false],
    ['/signin', false],
  ])('%s → %p', (path, expected) => {
    expect(isCodeEntryPath(path)).toBe(expected);
  });
});
