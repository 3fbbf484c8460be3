/**
 * At most `max` pieces of work at once; the rest wait their turn in order. Image decoding uses it to
 * keep memory flat when many requests arrive together (PERFORMANCE.md 5).
 */
export function concurrencySlots(max: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so `running` stays counted for it.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
