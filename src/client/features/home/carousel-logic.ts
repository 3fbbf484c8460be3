/** Pure carousel arithmetic (spec section 4), kept apart from React so it is tested directly. */

/** Wide screens show 3 projects when there are more than 2, otherwise all; small screens show 1. */
export function perViewFor(count: number, wide: boolean): number {
  if (count <= 0) return 0;
  if (!wide) return 1;
  return count > 2 ? 3 : count;
}

/** The index `delta` steps from `index`, wrapping around both ends. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** The `perView` consecutive indexes shown from `start`, wrapping past the end (never more than `count`). */
export function visibleIndexes(count: number, start: number, perView: number): number[] {
  const shown = Math.max(0, Math.min(perView, count));
  return Array.from({ length: shown }, (_, offset) => stepIndex(start, offset, count));
}
