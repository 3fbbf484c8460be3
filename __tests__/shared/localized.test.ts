import { localized } from '../../src/shared/localized';

describe('localized (issue 18: Bengali first, English when no Bengali was written)', () => {
  test.each([
    ['Green Residency', 'গ্রিন রেসিডেন্সি', 'bn', 'গ্রিন রেসিডেন্সি'],
    ['Green Residency', 'গ্রিন রেসিডেন্সি', 'bn-BD', 'গ্রিন রেসিডেন্সি'],
    ['Green Residency', 'গ্রিন রেসিডেন্সি', 'en', 'Green Residency'],
    ['Green Residency', null, 'bn', 'Green Residency'],
    ['Green Residency', undefined, 'bn', 'Green Residency'],
    ['Green Residency', '   ', 'bn', 'Green Residency'],
    ['Green Residency', 'গ্রিন', undefined, 'Green Residency'],
  ])('(%j, %j, %j) → %j', (en, bn, language, expected) => {
    expect(localized(en, bn, language)).toBe(expected);
  });

  test('an English value of null stays null when there is no Bengali (an optional location)', () => {
    expect(localized(null, null, 'bn')).toBeNull();
    expect(localized(null, 'ঢাকা', 'bn')).toBe('ঢাকা');
  });
});
