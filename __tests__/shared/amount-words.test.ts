import { bdtInWords } from '../../src/shared/amount-words';

describe('bdtInWords', () => {
  test.each([
    [34_800_000, '৩ কোটি ৪৮ লাখ টাকা'],
    [1_25_00_000, '১ কোটি ২৫ লাখ টাকা'],
    [10_000_000, '১ কোটি টাকা'],
    [1_00_05_000, '১ কোটি ৫ হাজার টাকা'],
    [12_34_56_789, '১২ কোটি ৩৪ লাখ ৫৬ হাজার ৭৮৯ টাকা'],
    [1250_00_00_000, '১,২৫০ কোটি টাকা'],
    [1_25_00_000.75, '১ কোটি ২৫ লাখ টাকা'],
    [-1_25_00_000, '-১ কোটি ২৫ লাখ টাকা'],
  ])('%d in Bengali is "%s"', (amount, words) => {
    expect(bdtInWords(amount, 'bn')).toBe(words);
  });

  test('English names the same lakh and crore groups as the figure', () => {
    expect(bdtInWords(34_800_000, 'en')).toBe('3 crore 48 lakh taka');
    expect(bdtInWords(12_34_56_789, 'en')).toBe('12 crore 34 lakh 56 thousand 789 taka');
  });

  test('below one crore (fewer than 8 digits) the figure alone is enough', () => {
    expect(bdtInWords(99_99_999, 'bn')).toBeNull();
    expect(bdtInWords(9_999_999.99, 'en')).toBeNull();
    expect(bdtInWords(0, 'bn')).toBeNull();
    expect(bdtInWords(Number.NaN, 'bn')).toBeNull();
  });
});
