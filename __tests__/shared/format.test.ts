import { formatBdt, formatDate, formatDateTime, formatNumber, formatPercent, toAsciiDigits, toLanguage } from '../../src/shared/format';
import { bdtToPoisha, poishaToBdt } from '../../src/shared/money';

describe('formatting', () => {
  test('BDT in English keeps lakh grouping and the taka sign in front', () => {
    expect(formatBdt(12345678.5, 'en')).toBe('৳1,23,45,678.50');
    expect(formatBdt(500000, 'en')).toBe('৳5,00,000');
  });

  test('BDT in Bengali uses Bengali digits and টাকা after the figure (GLOSSARY-BN.md), no trailing ৳', () => {
    expect(formatBdt(12345678.5, 'bn')).toBe('১,২৩,৪৫,৬৭৮.৫০ টাকা');
    expect(formatBdt(500000, 'bn')).toBe('৫,০০,০০০ টাকা');
  });

  test('numbers, percents and dates follow the language', () => {
    expect(formatNumber(1234.5, 'bn')).toBe('১,২৩৪.৫');
    expect(formatPercent(58, 'bn')).toBe('৫৮%');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatDate('2025-05-04T10:00:00.000Z', 'en')).toBe('4 May 2025');
    expect(formatDate('2025-05-04T10:00:00.000Z', 'bn')).toBe('৪ মে, ২০২৫');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  test('language codes map to en or bn', () => {
    expect(toLanguage('bn-BD')).toBe('bn');
    expect(toLanguage('en-US')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });

  test('Bengali digits typed by a user become ASCII digits', () => {
    expect(toAsciiDigits('১২৩৪৫.৫০')).toBe('12345.50');
    expect(Number(toAsciiDigits('৫০০০'))).toBe(5000);
  });
});

describe('money', () => {
  test('BDT converts to integer poisha and back exactly', () => {
    expect(bdtToPoisha(12345.67)).toBe(1234567);
    expect(bdtToPoisha(0.1 + 0.2)).toBe(30);
    expect(poishaToBdt(1234567)).toBe(12345.67);
  });

  test('more than two decimals or a non-finite amount is refused', () => {
    expect(() => bdtToPoisha(1.234)).toThrow('Amount may have at most 2 decimals');
    expect(() => bdtToPoisha(Number.NaN)).toThrow('Amount must be a finite number');
    expect(() => bdtToPoisha(Infinity)).toThrow('Amount must be a finite number');
  });
});

describe('numbers and money are written as Intl writes them for en-IN and bn-BD', () => {
  // formatNumber and formatBdt write digits themselves (no ICU start-up on the first screen); Intl is the reference.
  const values = [
    0,
    -0,
    5,
    7.1,
    0.05,
    0.005,
    0.004,
    1.005,
    2.675,
    12.345,
    99.95,
    99.995,
    999.5,
    1000,
    2026,
    1250.5,
    99999.99,
    100000,
    500000,
    1234567.891,
    12345678.5,
    987654321.129,
    -42.5,
    -0.001,
    -1234567.8,
    1e20,
    123456789012345.6,
    1e-7,
    1e21,
    Number.NaN,
    Infinity,
  ];
  const locales = { en: 'en-IN', bn: 'bn-BD' } as const;

  test.each(['en', 'bn'] as const)('%s', (lng) => {
    for (const value of values) {
      for (const digits of [0, 1, 2]) {
        expect([value, digits, formatNumber(value, lng, digits)]).toEqual([value, digits, new Intl.NumberFormat(locales[lng], { maximumFractionDigits: digits }).format(value)]);
      }
      const fraction = Number.isInteger(value) ? 0 : 2;
      const intl = new Intl.NumberFormat(locales[lng], {
        style: 'currency',
        currency: 'BDT',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: fraction,
        maximumFractionDigits: 2,
      });
      // Bengali puts the word টাকা after Intl's figure in place of its trailing ৳ (GLOSSARY-BN.md).
      const reference = lng === 'bn' ? `${intl.format(value).replace('৳', '')} টাকা` : intl.format(value);
      expect([value, formatBdt(value, lng)]).toEqual([value, reference]);
    }
  });
});

describe('date and time', () => {
  const at = '2025-03-11T04:00:00Z'; // 10:00 in Dhaka
  const evening = '2025-03-11T13:05:00Z'; // 19:05 in Dhaka

  test('Bengali uses Bengali digits and পূর্বাহ্ণ/অপরাহ্ণ, never AM/PM', () => {
    expect(formatDateTime(at, 'bn', { timeZone: 'Asia/Dhaka' })).toBe('১১ মার্চ, ২০২৫, ১০:০০ পূর্বাহ্ণ');
    expect(formatDateTime(evening, 'bn', { timeZone: 'Asia/Dhaka' })).toBe('১১ মার্চ, ২০২৫, ৭:০৫ অপরাহ্ণ');
    expect(formatDateTime(evening, 'bn', { length: 'long', timeZone: 'Asia/Dhaka' })).toMatch(/^১১ মার্চ, ২০২৫.*৭:০৫ অপরাহ্ণ$/);
  });

  test('English keeps its own clock', () => {
    expect(formatDateTime(evening, 'en', { timeZone: 'Asia/Dhaka' })).toBe('11 Mar 2025, 7:05 pm');
    expect(formatDateTime(new Date(at), 'en', { length: 'long', timeZone: 'Asia/Dhaka' })).toBe('11 March 2025 at 10:00');
  });

  test('an unreadable time gives an empty string', () => {
    expect(formatDateTime('not a date', 'bn')).toBe('');
  });
});
