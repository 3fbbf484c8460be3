import { fundingRemaining, isFullyFunded } from '../../src/shared/funding';

describe('project funding', () => {
  test('without a target there is no limit and the project is never full', () => {
    expect(fundingRemaining({ fundingTarget: null, raisedAmount: 5_000_000 })).toBeNull();
    expect(isFullyFunded({ fundingTarget: null, raisedAmount: 5_000_000 })).toBe(false);
  });

  test('what the target leaves, exact to the poisha', () => {
    expect(fundingRemaining({ fundingTarget: 1_000_000, raisedAmount: 950_000 })).toBe(50_000);
    expect(fundingRemaining({ fundingTarget: 0.3, raisedAmount: 0.1 })).toBe(0.2);
    expect(isFullyFunded({ fundingTarget: 1_000_000, raisedAmount: 999_999.99 })).toBe(false);
  });

  test('a reached or passed target leaves nothing and is fully funded', () => {
    expect(fundingRemaining({ fundingTarget: 1_000_000, raisedAmount: 1_000_000 })).toBe(0);
    expect(fundingRemaining({ fundingTarget: 1_000_000, raisedAmount: 1_200_000 })).toBe(0);
    expect(isFullyFunded({ fundingTarget: 1_000_000, raisedAmount: 1_000_000 })).toBe(true);
  });
});
