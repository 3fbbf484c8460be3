import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` below-the-fold blocks to show: none on the first render, then one more after
 * each commit, each in its own task and as a transition. The first paint then carries only what is on
 * screen, and the rest follows in short steps instead of one long task (PERFORMANCE.md 2, total
 * blocking time); everything is in the page a few tasks later.
 */
export function useStepReveal(count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= count) return undefined;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, count]);
  return shown;
}
