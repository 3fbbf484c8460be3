import { useCallback, useState } from 'react';
import { perViewFor, stepIndex, visibleIndexes } from './carousel-logic';

export interface CarouselState {
  /** The first shown index. */
  index: number;
  visible: number[];
  /** Prev and next are disabled with 1 project or fewer (spec section 4). */
  canMove: boolean;
  prev: () => void;
  next: () => void;
  goTo: (index: number) => void;
}

/** The carousel's position over `count` items; a shrinking list never leaves the index out of range. */
export function useCarousel(count: number, wide: boolean): CarouselState {
  const [rawIndex, setRawIndex] = useState(0);
  const index = count > 0 ? rawIndex % count : 0;
  const canMove = count > 1;
  const prev = useCallback(() => setRawIndex((i) => (count > 1 ? stepIndex(i % count, -1, count) : i)), [count]);
  const next = useCallback(() => setRawIndex((i) => (count > 1 ? stepIndex(i % count, 1, count) : i)), [count]);
  const goTo = useCallback((target: number) => setRawIndex(stepIndex(target, 0, count)), [count]);
  return { index, visible: visibleIndexes(count, index, perViewFor(count, wide)), canMove, prev, next, goTo };
}
