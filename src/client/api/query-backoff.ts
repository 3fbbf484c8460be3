// Spec section 7: queries wait 1 s, 2 s, 4 s … between tries, never more than 30 s. RTK Query's own
// backoff starts at 300 ms and adds random jitter, which is not what the spec promises.

const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 30_000;

/** The wait before retry number `attempt` (1 for the first retry). */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_WAIT_MS * 2 ** Math.max(0, attempt - 1), LONGEST_WAIT_MS);
}

/** `retry`'s backoff option: waits `retryDelayMs(attempt)`, and gives up at once when the query is aborted. */
export function queryBackoff(attempt: number, _maxRetries: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('Aborted'));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('Aborted'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, retryDelayMs(attempt));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
