import { amountProblem, balanceAfter, investLimits, shareOfProject } from '../../../src/client/features/invest/invest-limits';
import { investAmountSchema, typedAmount } from '../../../src/client/features/invest/invest-amount-schema';
import { projectFixture } from '../api-server';

describe('invest limits', () => {
  test('the smallest investment option is the minimum; a project without options takes one poisha up', () => {
    expect(investLimits(projectFixture({ investmentOptions: [100000, 50000] }), 10).minimum).toBe(50000);
    expect(investLimits(projectFixture({ investmentOptions: [] }), 10).minimum).toBe(0.01);
  });

  test('the funding target leaves target minus raised; no target, no limit', () => {
    expect(investLimits(projectFixture({ fundingTarget: 4_000_000, raisedAmount: 3_480_000 }), 0).remaining).toBe(520_000);
    expect(investLimits(projectFixture({ fundingTarget: null }), 0).remaining).toBeNull();
  });

  test('problems: too small, then over the target, then the wallet with what is missing', () => {
    const limits = { minimum: 50000, balance: 60000, remaining: 80000 };
    expect(amountProblem(49999.99, limits)).toEqual({ kind: 'tooSmall' });
    expect(amountProblem(90000, limits)).toEqual({ kind: 'overTarget' });
    expect(amountProblem(75000.5, limits)).toEqual({ kind: 'notEnough', missing: 15000.5 });
    expect(amountProblem(60000, limits)).toBeNull();
  });

  test('the share an amount buys and the wallet after it', () => {
    // 50,000 of 35,30,000 is 1.4164 %, shown as everywhere else to two decimals.
    expect(shareOfProject(50000, 3_480_000)).toBe(1.42);
    expect(shareOfProject(50000, 0)).toBe(100);
    expect(balanceAfter(100000.3, 0.1)).toBe(100000.2);
  });
});

describe('invest amount field', () => {
  const schema = investAmountSchema({ minimum: 50000, balance: 100000, remaining: null });

  test.each([
    ['৫০,০০০', 50000],
    ['1,00,000', 100000],
    ['৫০,০০০ টাকা', 50000],
    ['৳75,000', 75000],
    ['75000.50', 75000.5],
  ])('accepts %s', (text, amount) => {
    expect(schema.validateSync({ amount: text }).amount).toBe(amount);
  });

  test.each([
    ['', 'invest.errors.required'],
    ['abc', 'common.amountErrors.format'],
    ['100.001', 'common.amountErrors.decimals'],
    ['0', 'common.amountErrors.notPositive'],
    ['৪৯,৯৯৯', 'invest.errors.tooSmall'],
    ['১,০০,০০১', 'invest.errors.notEnough'],
  ])('refuses %p with %s', (text, message) => {
    expect(() => schema.validateSync({ amount: text })).toThrow(message);
  });

  test('typedAmount reads any amount, limits aside', () => {
    expect(typedAmount({ amount: '৫,০০,০০০' })).toBe(500000);
    expect(typedAmount({ amount: 'x' })).toBeNull();
  });
});
