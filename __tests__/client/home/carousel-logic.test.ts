import { perViewFor, stepIndex, visibleIndexes } from '../../../src/client/features/home/carousel-logic';

describe('carousel logic (spec section 4)', () => {
  test.each([
    [0, true, 0],
    [1, true, 1],
    [2, true, 2],
    [3, true, 3],
    [7, true, 3],
    [1, false, 1],
    [7, false, 1],
    [0, false, 0],
  ])('%i projects, wide=%s: %i per view', (count, wide, expected) => {
    expect(perViewFor(count, wide)).toBe(expected);
  });

  test('steps wrap around both ends', () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, -7, 5)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  test('visible indexes are consecutive and wrap past the end', () => {
    expect(visibleIndexes(5, 0, 3)).toEqual([0, 1, 2]);
    expect(visibleIndexes(5, 3, 3)).toEqual([3, 4, 0]);
    expect(visibleIndexes(5, 4, 3)).toEqual([4, 0, 1]);
    expect(visibleIndexes(5, 2, 1)).toEqual([2]);
  });

  test('never more indexes than items, none for an empty list', () => {
    expect(visibleIndexes(2, 1, 3)).toEqual([1, 0]);
    expect(visibleIndexes(0, 0, 3)).toEqual([]);
  });
});
