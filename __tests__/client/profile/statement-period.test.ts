import { bangladeshToday, periodFor, periodInWords, validatePeriod } from '../../../src/client/features/profile/statement-period';

// 20:30 UTC on 15 March is already 16 March in Dhaka (UTC+6): the picker counts Bangladesh days.
const LATE_EVENING_UTC = new Date('2026-03-15T20:30:00.000Z');

describe('statement period quick picks', () => {
  test('today is the Bangladesh day, not the UTC one', () => {
    expect(bangladeshToday(LATE_EVENING_UTC)).toBe('2026-03-16');
    expect(bangladeshToday(new Date('2026-03-15T17:59:59.999Z'))).toBe('2026-03-15');
  });

  test('this month and this year end today; last month is the whole previous month', () => {
    expect(periodFor('thisMonth', LATE_EVENING_UTC)).toEqual({ from: '2026-03-01', to: '2026-03-16' });
    expect(periodFor('thisYear', LATE_EVENING_UTC)).toEqual({ from: '2026-01-01', to: '2026-03-16' });
    expect(periodFor('lastMonth', LATE_EVENING_UTC)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  test('last month in January is December of the year before; a leap February has 29 days', () => {
    expect(periodFor('lastMonth', new Date('2027-01-10T06:00:00.000Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodFor('lastMonth', new Date('2028-03-01T00:00:00.000Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    // 31 December 19:00 UTC is 1 January in Dhaka: "this year" is the new one.
    expect(periodFor('thisYear', new Date('2026-12-31T19:00:00.000Z'))).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });

  test('every quick pick passes the shared schema', () => {
    for (const pick of ['thisMonth', 'lastMonth', 'thisYear'] as const) expect(validatePeriod(periodFor(pick, LATE_EVENING_UTC))).toEqual({});
  });
});

describe('statement period validation (the shared schema, messages as translation keys)', () => {
  test.each([
    [{ from: '', to: '2026-03-01' }, { from: 'profile.statement.errors.fromRequired' }],
    [{ from: '2026-03-01', to: '' }, { to: 'profile.statement.errors.toRequired' }],
    [{ from: '2026-02-30', to: '2026-03-01' }, { from: 'profile.statement.errors.invalidDate' }],
    [{ from: '2026-03-02', to: '2026-03-01' }, { to: 'profile.statement.errors.toBeforeFrom' }],
    [{ from: '2020-01-01', to: '2026-03-01' }, { to: 'profile.statement.errors.tooLong' }],
    [
      { from: '', to: '' },
      { from: 'profile.statement.errors.fromRequired', to: 'profile.statement.errors.toRequired' },
    ],
  ])('%j → %j', (period, errors) => {
    expect(validatePeriod(period)).toEqual(errors);
  });

  test('a one-day period and the longest allowed one pass', () => {
    expect(validatePeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({});
    // STATEMENT_MAX_DAYS (1827) days, both ends included.
    expect(validatePeriod({ from: '2021-03-02', to: '2026-03-02' })).toEqual({});
    expect(validatePeriod({ from: '2021-03-01', to: '2026-03-02' })).toEqual({ to: 'profile.statement.errors.tooLong' });
  });
});

describe('the period in words', () => {
  test("in the page's language, one day once", () => {
    expect(periodInWords({ from: '2026-03-01', to: '2026-03-16' }, 'en')).toBe('1 March 2026 – 16 March 2026');
    expect(periodInWords({ from: '2026-03-01', to: '2026-03-01' }, 'en')).toBe('1 March 2026');
    expect(periodInWords({ from: '2026-03-01', to: '2026-03-16' }, 'bn')).toBe('১ মার্চ, ২০২৬ – ১৬ মার্চ, ২০২৬');
  });
});
