/**
 * Work that outlives the request that started it (mail, account work after the answer). `drain`
 * waits for all of it, including work started while draining, so the app can close cleanly.
 */
export function createPendingWork() {
  const pending = new Set<Promise<void>>();
  return {
    track(job: Promise<void>): void {
      const tracked = job.finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
